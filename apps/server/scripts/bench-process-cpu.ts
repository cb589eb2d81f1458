// CPU time of the embedded PostgreSQL for `npm run bench:api`: on a shared, busy machine req/s
// swings with the neighbours' load, CPU time per request much less.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MICROS_PER_TICK = 10_000; // Linux USER_HZ is 100

/** utime, stime, cutime, cstime (ticks) and the parent of a process, from /proc/<pid>/stat. */
function processTimes(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), starting with field 3 (state).
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return {
    ppid: fields[1] ?? 0,
    own: (fields[11] ?? 0) + (fields[12] ?? 0),
    reapedChildren: (fields[13] ?? 0) + (fields[14] ?? 0),
  };
}

/**
 * CPU time in microseconds of the embedded PostgreSQL of `dataDir`: the postmaster, its live
 * processes (backends, writers) and the ones that ended (counted into the postmaster when reaped).
 * Undefined when it cannot be read (another system, an external server).
 */
export function postgresCpuMicros(dataDir: string): number | undefined {
  try {
    const postmaster = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const main = processTimes(postmaster);
    let ticks = main.own + main.reapedChildren;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const child = processTimes(Number(entry));
        if (child.ppid === postmaster) ticks += child.own;
      } catch {
        // The process ended while we looked.
      }
    }
    return ticks * MICROS_PER_TICK;
  } catch {
    return undefined;
  }
}
