import { eq } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../http/app-error';
import { claimCycle, findCycleByPeriod } from './claim-cycle';
import { recoverInterruptedCycles, tryCycleSession } from './cycle-lock';
import { type CheckedRows, checkRows, contentHash, type CycleRowInput } from './cycle-rows';
import { type CycleProgressUpdate, writeCycleProgress } from './cycle-progress';
import { type CycleRow, cycles } from './cycles.schema';
import { payCycle } from './pay-cycle';

export interface DownlineCycleRequest {
  db: Db;
  /** The period's name: its identity. Default: `csv-` and the start of the data's fingerprint. */
  periodLabel?: string | undefined;
  /** Raw rows (checked here), or rows already checked (a CSV with its syntax problems). */
  rows?: readonly CycleRowInput[];
  checked?: CheckedRows;
  source: CycleRow['source'];
  actorId?: string | null;
  /** The clock: rewards are dated and members judged at the start of the run. */
  now: () => Date;
  onProgress?: (progress: CycleProgressUpdate) => void;
}

export interface StartedCycle {
  /** The cycle as claimed (RUNNING), or as found (COMPLETED, or RUNNING elsewhere). */
  cycle: CycleRow;
  /** Settles with the cycle once it left RUNNING; rejects when this run failed. */
  finished: Promise<CycleRow>;
  /** True when nothing new runs: the period was already distributed or runs elsewhere. */
  existing: boolean;
}

const POLL_MS = 250;
const CLAIM_WAIT_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the period and starts paying it (see pay-cycle.ts), returning once the RUNNING cycle is
 * visible. One cycle runs at a time on all instances (an advisory lock). The same period again
 * pays nothing twice: a COMPLETED period with the same data answers its report, one still running
 * elsewhere is followed to its end; other data for a distributed period is CYCLE_PERIOD_CONFLICT;
 * another period while one runs is CYCLE_IN_PROGRESS.
 */
export async function startDownlineCycle(request: DownlineCycleRequest): Promise<StartedCycle> {
  const { db } = request;
  const checked = request.checked ?? checkRows(request.rows ?? []);
  const hash = contentHash(checked.accepted);
  const periodLabel = request.periodLabel?.trim() || `csv-${hash.slice(0, 16)}`;

  let session = await tryCycleSession(db);
  // Another run holds the lock. The same period, running or done, is answered from its row (a
  // running one is followed to its end); anything else waits a moment (the holder may still be
  // writing its claim), then is refused.
  for (let attempt = 1; !session; attempt++) {
    const found = await findCycleByPeriod(db, periodLabel);
    if (found && found.status !== 'FAILED') {
      if (found.contentHash !== hash) throw new AppError('CYCLE_PERIOD_CONFLICT');
      const finished =
        found.status === 'COMPLETED' ? Promise.resolve(found) : followCycle(db, found.id, request.now);
      return { cycle: found, finished, existing: true };
    }
    if (attempt >= CLAIM_WAIT_ATTEMPTS) throw new AppError('CYCLE_IN_PROGRESS');
    await sleep(POLL_MS);
    session = await tryCycleSession(db);
  }

  let claimed: CycleRow;
  try {
    const claim = await claimCycle(session.db, {
      periodLabel,
      source: request.source,
      contentHash: hash,
      totalRows: checked.totalRows,
      actorId: request.actorId ?? null,
      now: request.now(),
    });
    if ('completed' in claim) {
      await session.release();
      return { cycle: claim.completed, finished: Promise.resolve(claim.completed), existing: true };
    }
    claimed = claim.claimed;
    await writeCycleProgress(
      db,
      claimed.id,
      { phase: 'VALIDATING', processedRows: checked.totalRows, totalRows: checked.totalRows },
      request.now(),
    );
  } catch (err) {
    await session.release();
    throw err;
  }

  const progress = async (phase: CycleProgressUpdate['phase'], processedRows: number) => {
    const update = { phase, processedRows, totalRows: checked.accepted.length };
    await writeCycleProgress(db, claimed.id, update, request.now());
    request.onProgress?.(update);
  };
  const finished = (async () => {
    try {
      const done = await payCycle(session.db, { cycle: claimed, checked, now: claimed.startedAt, progress });
      await progress('COMPLETED', checked.accepted.length);
      return done;
    } catch (err) {
      await markFailed(db, claimed.id, err, request.now());
      request.onProgress?.({ phase: 'FAILED', processedRows: 0, totalRows: checked.accepted.length });
      throw err;
    } finally {
      await session.release();
    }
  })();
  return { cycle: claimed, finished, existing: false };
}

/** Runs a DOWNLINE cycle to its end and returns it (see startDownlineCycle). */
export async function runDownlineCycle(request: DownlineCycleRequest): Promise<CycleRow> {
  return (await startDownlineCycle(request)).finished;
}

async function markFailed(db: Db, cycleId: string, err: unknown, now: Date) {
  const message = err instanceof Error ? err.message : String(err);
  await db
    .update(cycles)
    .set({ status: 'FAILED', error: message.slice(0, 500), finishedAt: now })
    .where(eq(cycles.id, cycleId));
  await writeCycleProgress(db, cycleId, { phase: 'FAILED', processedRows: 0, totalRows: 0 }, now);
}

/** Waits until a cycle run elsewhere leaves RUNNING (or is found interrupted). */
async function followCycle(db: Db, cycleId: string, now: () => Date): Promise<CycleRow> {
  for (;;) {
    await sleep(POLL_MS);
    await recoverInterruptedCycles(db, now());
    const [row] = await db.select().from(cycles).where(eq(cycles.id, cycleId));
    if (!row) throw new Error('the cycle disappeared');
    if (row.status !== 'RUNNING') return row;
  }
}
