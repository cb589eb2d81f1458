import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../infra/db/client';

/** RECORDING: the money is written, the cycle table's indexes, the report and the audit entry follow. */
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
  writing: 'writing rewards',
  ledger: 'writing ledger entries, activity events and reward summaries',
  nodeSums: "summing what each member's network was paid for",
} as const;
export const indexStep = (built: number, of: number) => `building index ${built} of ${of}`;

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

/** Resets the paying statement's counters (inside the cycle's transaction; sequences ignore it). */
export async function resetRewardCounters(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    SELECT setval('cycle_rewards_computed_seq', 1, false), setval('cycle_rewards_written_seq', 1, false)`);
}

export interface LiveProgress {
  /** Rewards the paying statement's join has produced (steps of 1000). */
  computed: number;
  /** Rewards it has written into the cycle table (steps of 1000). */
  written: number;
  /**
   * Ledger entries and activity events it has written after them (steps of 1000, give or take
   * one); the summaries' grouped rows (summaries/fold-cycle.ts) are not counted.
   */
  ledger: number;
  /** The index build of backend `pid`, if one runs (pg_stat_progress_create_index). */
  index: { phase: string; percent: number | null; tuplesDone: number } | null;
}

/**
 * What the cycle's connection (`pid`) is doing, read from another connection while its
 * transaction is open: the counters its statement moves, and PostgreSQL's own progress view of
 * an index build.
 */
export async function readLiveProgress(db: DbOrTx, pid: number): Promise<LiveProgress> {
  const result = await db.execute<{
    computed: string;
    written: string;
    index_phase: string | null;
    blocks_done: string | null;
    blocks_total: string | null;
    tuples_done: string | null;
  }>(sql`
    SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM cycle_rewards_computed_seq) AS computed,
           (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM cycle_rewards_written_seq) AS written,
           i.phase AS index_phase, i.blocks_done, i.blocks_total, i.tuples_done
      FROM (SELECT 1) one
      LEFT JOIN pg_stat_progress_create_index i ON i.pid = ${pid}`);
  const row = result.rows[0];
  // One counter serves the rewards written and then the ledger entries and activity events of the
  // same statement: the join has counted every reward before the first is written (the sort waits
  // for all of them), so what goes past that count is the ledger's and the activity's.
  const computed = Number(row?.computed ?? 0);
  const written = Number(row?.written ?? 0);
  const blocksTotal = Number(row?.blocks_total ?? 0);
  return {
    computed,
    written: Math.min(computed, written),
    ledger: Math.max(0, written - computed),
    index: row?.index_phase
      ? {
          phase: row.index_phase,
          percent: blocksTotal > 0 ? Math.floor((Number(row.blocks_done) * 100) / blocksTotal) : null,
          tuplesDone: Number(row.tuples_done ?? 0),
        }
      : null,
  };
}

/** The step and rows to show for the phase's current step, from the live counters. */
export function liveStep(
  current: CycleProgressUpdate,
  live: LiveProgress,
): Pick<CycleProgressUpdate, 'step' | 'stepRows'> {
  if (current.phase === 'PAYING' && current.step === PAYING_STEPS.computing) {
    if (live.ledger > 0) return { step: PAYING_STEPS.ledger, stepRows: live.ledger };
    return live.written > 0
      ? { step: PAYING_STEPS.writing, stepRows: live.written }
      : { step: PAYING_STEPS.computing, stepRows: live.computed };
  }
  if (current.phase === 'RECORDING' && current.step?.startsWith('building index') && live.index) {
    const base = current.step.replace(/ \(.*\)$/, '');
    const percent = live.index.percent === null ? '' : ` ${live.index.percent}%`;
    return { step: `${base} (${live.index.phase}${percent})`, stepRows: live.index.tuplesDone };
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
 * While the cycle's one transaction runs on connection `pid`, moves its progress row every
 * `intervalMs` from what another connection can see (readLiveProgress), so the admin screen's
 * figures move inside the long steps too (issue 16: PAYING used to sit still for most of the
 * run). `current` is what the run last reported; `enqueue` is the run's own write queue, so an
 * older figure never overwrites a newer phase. A failed read or write waits for the next tick.
 */
export function watchCycleProgress(options: {
  db: Db;
  cycleId: string;
  pid: number;
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
    const live = await readLiveProgress(db, options.pid);
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
