import type { Db } from '../db/client';
import { type JobLockSession, jobLockSession } from './job-locks';

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
   * Run on one instance at a time: each tick first takes a PostgreSQL advisory lock and is
   * skipped when another instance holds it. The lock is held on one connection per pool kept for
   * the job locks (job-locks.ts), not on a pool connection: the tick's own work may need every
   * connection of the pool. Not needed for work claimed row by row with `FOR UPDATE SKIP LOCKED`.
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
  const locks = spec.singleInstance ? jobLockSession(spec.singleInstance.db) : undefined;

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
    running = runOnce(spec, abort.signal, locks);
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
      await locks?.release();
    },
  };
}

async function runOnce(spec: JobSpec, signal: AbortSignal, locks: JobLockSession | undefined): Promise<void> {
  try {
    if (!locks) {
      await spec.run({ signal });
      return;
    }
    const ran = await locks.whileHolding(spec.name, () => spec.run({ signal }));
    if (!ran) spec.log.debug?.({ job: spec.name }, 'another instance runs this job; tick skipped');
  } catch (err) {
    spec.log.error({ err, job: spec.name }, 'job tick failed');
  }
}
