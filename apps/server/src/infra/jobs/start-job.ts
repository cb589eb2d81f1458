import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface JobLog {
  error(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
}

export interface JobSpec {
  /** Names the job in logs, and its advisory lock when `singleInstance` is set. */
  name: string;
  /** Pause between the end of one tick and the start of the next. */
  intervalMs: number;
  /** One tick of work; `signal` aborts when the job is stopping, so long work can end early. */
  run(options: { signal: AbortSignal }): Promise<void>;
  /**
   * Run on one instance at a time: each tick first takes a PostgreSQL advisory lock (held by a
   * transaction for the tick) and is skipped when another instance holds it. Not needed for work
   * claimed row by row with `FOR UPDATE SKIP LOCKED`.
   */
  singleInstance?: { db: Db };
  log: JobLog;
}

export interface JobHandle {
  /** Run a tick now (or right after the current one), instead of waiting for the interval. */
  wake(): void;
  /** No new tick starts; resolves when the running one has finished. */
  stop(): Promise<void>;
}

// First key of the two-key advisory lock form; the second is hashtext(job name).
const JOB_LOCK_NAMESPACE = 7310;

/**
 * Runs `run` on an interval, one tick at a time: a tick never overlaps the previous one, a wake
 * during a tick runs one more tick after it, errors are logged and the next tick still comes.
 * The first tick runs at once.
 */
export function startJob(spec: JobSpec): JobHandle {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenDuringTick = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (abort.signal.aborted) return;
    // unref: a pending tick never keeps the process alive on its own.
    timer = setTimeout(() => void tick(), delayMs).unref();
  };

  const tick = async () => {
    if (abort.signal.aborted) return;
    if (running) {
      wokenDuringTick = true;
      return;
    }
    clearTimeout(timer);
    running = runOnce(spec, abort.signal);
    await running;
    running = undefined;
    if (wokenDuringTick) {
      wokenDuringTick = false;
      schedule(0);
    } else {
      schedule(spec.intervalMs);
    }
  };

  schedule(0);
  return {
    wake: () => void tick(),
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

async function runOnce(spec: JobSpec, signal: AbortSignal): Promise<void> {
  try {
    if (!spec.singleInstance) {
      await spec.run({ signal });
      return;
    }
    await spec.singleInstance.db.transaction(async (tx) => {
      const result = await tx.execute<{ locked: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK_NAMESPACE}, hashtext(${spec.name})) AS locked`,
      );
      if (!result.rows[0]?.locked) {
        spec.log.debug?.({ job: spec.name }, 'another instance runs this job; tick skipped');
        return;
      }
      await spec.run({ signal });
    });
  } catch (err) {
    spec.log.error({ err, job: spec.name }, 'job tick failed');
  }
}
