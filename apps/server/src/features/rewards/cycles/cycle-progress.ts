import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../infra/db/client';

/** RECORDING: the money is written, the node sums, the report and the audit entry follow. */
export const CYCLE_PHASES = [
  'VALIDATING',
  'STAGING',
  'RESOLVING',
  'PAYING',
  'RECORDING',
  'PAID',
  'FAILED',
] as const;
export type CyclePhase = (typeof CYCLE_PHASES)[number];

export interface CycleProgressUpdate {
  phase: CyclePhase;
  processedRows: number;
  totalRows: number;
  /** What the phase is doing now (issue 16), and the rows that step has done. */
  step?: string | undefined;
  stepRows?: number | undefined;
}

/** Steps of the PAYING and RECORDING phases (pay-cycle.ts); the watcher turns the first into the second. */
export const PAYING_STEPS = {
  computing: 'computing rewards',
  ledger: 'writing ledger entries, activity events and reward summaries',
  inputs: "indexing the cycle's inputs",
  nodeSums: "summing what each member's network was paid for",
} as const;

/**
 * Records a running cycle's progress in its own short statement on the pool: the cycle's own
 * transaction is invisible until it commits, this is what the admin screen polls meanwhile.
 */
export async function writeCycleProgress(
  db: DbOrTx,
  cycleId: string,
  update: CycleProgressUpdate,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO cycle_progress (cycle_id, phase, processed_rows, total_rows, step, step_rows, updated_at)
    VALUES (${cycleId}::uuid, ${update.phase}, ${update.processedRows}, ${update.totalRows},
            ${update.step ?? null}, ${update.stepRows ?? 0}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (cycle_id) DO UPDATE SET phase = EXCLUDED.phase, processed_rows = EXCLUDED.processed_rows,
      total_rows = EXCLUDED.total_rows, step = EXCLUDED.step, step_rows = EXCLUDED.step_rows,
      updated_at = EXCLUDED.updated_at`);
}

/** Resets the paying run's counters (inside the cycle's transaction; sequences ignore it). */
export async function resetRewardCounters(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    SELECT setval('cycle_rewards_computed_seq', 1, false), setval('cycle_rewards_written_seq', 1, false)`);
}

export interface LiveProgress {
  /** Rewards computed so far (set after each level of the roll-up, pay-cycle.ts). */
  computed: number;
  /**
   * Ledger entries and activity events it has written after grouping them (steps of 1000, give or
   * take one); the summaries' grouped rows (summaries/fold-cycle.ts) are not counted.
   */
  ledger: number;
}

/**
 * What the cycle's paying run is doing, read from another connection while its transaction is
 * open: the counters it moves (sequences ignore the transaction).
 */
export async function readLiveProgress(db: DbOrTx): Promise<LiveProgress> {
  const result = await db.execute<{ computed: string; ledger: string }>(sql`
    SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM cycle_rewards_computed_seq) AS computed,
           (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM cycle_rewards_written_seq) AS ledger`);
  const row = result.rows[0];
  return { computed: Number(row?.computed ?? 0), ledger: Number(row?.ledger ?? 0) };
}

/** The step and rows to show for the phase's current step, from the live counters. */
export function liveStep(
  current: CycleProgressUpdate,
  live: LiveProgress,
): Pick<CycleProgressUpdate, 'step' | 'stepRows'> {
  if (current.phase === 'PAYING' && current.step === PAYING_STEPS.computing) {
    // Every level's rewards are rolled up before the first entry is written.
    return live.ledger > 0
      ? { step: PAYING_STEPS.ledger, stepRows: live.ledger }
      : { step: PAYING_STEPS.computing, stepRows: live.computed };
  }
  return { step: current.step, stepRows: current.stepRows };
}

/** Runs the given writes one after another (the run's reports and the watcher's never cross). */
export function serialWrites() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
}

/**
 * While the cycle's one transaction runs, moves its progress row every
 * `intervalMs` from what another connection can see (readLiveProgress), so the admin screen's
 * figures move inside the long steps too (issue 16: PAYING used to sit still for most of the
 * run). `current` is what the run last reported; `enqueue` is the run's own write queue, so an
 * older figure never overwrites a newer phase. A failed read or write waits for the next tick.
 */
export function watchCycleProgress(options: {
  db: Db;
  cycleId: string;
  current: () => CycleProgressUpdate;
  enqueue: ReturnType<typeof serialWrites>;
  now: () => Date;
  intervalMs?: number;
  onUpdate?: ((update: CycleProgressUpdate) => void | Promise<void>) | undefined;
}): { stop(): Promise<void> } {
  const { db, current } = options;
  let stopped = false;
  let pending: Promise<void> = Promise.resolve();
  const tick = async () => {
    const reported = current();
    if (reported.phase !== 'PAYING' && reported.phase !== 'RECORDING') return;
    const live = await readLiveProgress(db);
    const update = { ...reported, ...liveStep(reported, live) };
    if (update.step === reported.step && update.stepRows === reported.stepRows) return;
    await options.enqueue(async () => {
      // The run moved on meanwhile: its own report is newer than this figure.
      if (stopped || current() !== reported) return;
      await writeCycleProgress(db, options.cycleId, update, options.now());
      await options.onUpdate?.(update);
    });
  };
  const timer = setInterval(() => {
    pending = pending.then(tick).catch(() => undefined);
  }, options.intervalMs ?? 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pending;
    },
  };
}
