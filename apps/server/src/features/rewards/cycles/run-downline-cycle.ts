import { type ErrorCode, errorText } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { isDatabaseUnavailable } from '../../../infra/db/pg-errors';
import { AppError, isAppError } from '../../../http/app-error';
import { releaseConfirmedLocks } from '../compliance/settle-locks';
import { InvalidScheduleError } from '../maths/schedule';
import { alreadyImported, claimCycle, findCycleByContent } from './claim-cycle';
import { recoverInterruptedCycles, tryCycleSession } from './cycle-lock';
import { assertPeriodEnded, type CyclePeriod, defaultCycleName } from './cycle-period';
import {
  type CycleProgressUpdate,
  serialWrites,
  watchCycleProgress,
  writeCycleProgress,
} from './cycle-progress';
import { type CheckedRows, checkRows, contentHash, type CycleRowInput } from './cycle-rows';
import { findAlreadyPaid, inRolledBackTransaction, overlappingCycles, stageRows } from './cycle-steps';
import { type CycleRow, cycles } from './cycles.tables';
import { payCycle } from './pay-cycle';

/** Where a cycle reports what went wrong after its money was paid (the app's or the CLI's logger). */
export interface CycleLog {
  error(details: object, message: string): void;
}

export interface DownlineCycleRequest {
  db: Db;
  /** The days the cycle pays for: with the data, its identity. */
  period: CyclePeriod;
  /** Display name; default: the period's days. */
  name?: string | undefined;
  /** Raw rows (checked here), or rows already checked (a CSV with its syntax problems). */
  rows?: readonly CycleRowInput[];
  checked?: CheckedRows;
  source: CycleRow['source'];
  /** Pay only the rows not paid for these days yet (else such rows refuse the import). */
  skipAlreadyPaid?: boolean | undefined;
  actorId?: string | null;
  /** The clock: rewards are dated and members judged at the start of the run. */
  now: () => Date;
  /** Told each phase; the run waits for it, so a slow listener holds the cycle's transaction. */
  onProgress?: (progress: CycleProgressUpdate) => void | Promise<void>;
  log?: CycleLog;
}

export interface StartedCycle {
  /** The cycle as claimed (RUNNING), or the same data's cycle running elsewhere. */
  cycle: CycleRow;
  /** Settles with the cycle once it left RUNNING; rejects (with a catalogue code) when this run failed. */
  finished: Promise<CycleRow>;
  /** True when nothing new runs: the same data is being paid by another run. */
  existing: boolean;
}

const POLL_MS = 250;
const CLAIM_WAIT_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const consoleLog: CycleLog = { error: (details, message) => console.error(message, details) };

/**
 * Claims a cycle and starts paying it (see pay-cycle.ts), returning once the RUNNING cycle is
 * visible. One cycle runs at a time on all instances (an advisory lock). Nothing is paid twice:
 * data a cycle paid is refused (CYCLE_ALREADY_IMPORTED) and the same data still being paid
 * elsewhere is followed to its end; rows whose UID an earlier cycle paid for some of these days
 * refuse the import (CYCLE_PERIOD_OVERLAP) unless `skipAlreadyPaid`; another cycle while one runs
 * is CYCLE_IN_PROGRESS.
 */
export async function startDownlineCycle(request: DownlineCycleRequest): Promise<StartedCycle> {
  const { db, period } = request;
  const checked = request.checked ?? checkRows(request.rows ?? []);
  const hash = contentHash(checked.accepted);
  assertPeriodEnded(period, request.now());

  let session = await tryCycleSession(db);
  // Another run holds the lock: the same data, paid or being paid, is answered from its row;
  // anything else waits a moment (the holder may still be writing its claim), then is refused.
  for (let attempt = 1; !session; attempt++) {
    const found = await findCycleByContent(db, hash);
    if (found?.status === 'PAID') throw alreadyImported(found);
    if (found) return { cycle: found, finished: followCycle(db, found.id, request.now), existing: true };
    if (attempt >= CLAIM_WAIT_ATTEMPTS) throw new AppError('CYCLE_IN_PROGRESS');
    await sleep(POLL_MS);
    session = await tryCycleSession(db);
  }

  let claimed: CycleRow;
  try {
    // We hold the lock: a RUNNING cycle now is one whose run died.
    await recoverInterruptedCycles(session.db, request.now());
    const paidBefore = await findCycleByContent(session.db, hash);
    if (paidBefore) throw alreadyImported(paidBefore);
    if (!request.skipAlreadyPaid) await refuseAlreadyPaid(session.db, checked, period);
    claimed = await claimCycle(session.db, {
      name: request.name?.trim() || defaultCycleName(period),
      period,
      source: request.source,
      contentHash: hash,
      totalRows: checked.totalRows,
      actorId: request.actorId ?? null,
      now: request.now(),
    });
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

  const log = request.log ?? consoleLog;
  // The run's reports and the watcher's figures go through one queue, newest last.
  const enqueue = serialWrites();
  let current: CycleProgressUpdate = {
    phase: 'VALIDATING',
    processedRows: checked.totalRows,
    totalRows: checked.totalRows,
  };
  const progress = async (phase: CycleProgressUpdate['phase'], processedRows: number, step?: string) => {
    const update = { phase, processedRows, totalRows: checked.accepted.length, step, stepRows: 0 };
    current = update;
    await enqueue(() => writeCycleProgress(db, claimed.id, update, request.now()));
    await request.onProgress?.(update);
  };
  const finished = (async () => {
    try {
      let paid: CycleRow;
      // The long steps (the roll-up, the paying statement) move the figures from outside.
      let watcher: { stop(): Promise<void> } | undefined;
      try {
        watcher = watchCycleProgress({
          db,
          cycleId: claimed.id,
          current: () => current,
          enqueue,
          now: request.now,
          onUpdate: request.onProgress,
        });
        paid = await payCycle(session.db, {
          cycle: claimed,
          checked,
          period,
          skipAlreadyPaid: request.skipAlreadyPaid ?? false,
          now: claimed.startedAt,
          actorId: request.actorId ?? null,
          progress,
        });
      } catch (err) {
        await watcher?.stop();
        const settled = await settleFailure(db, claimed.id, err, request.now(), log);
        // The commit went through and only its answer was lost: the cycle is PAID.
        if (settled?.status !== 'PAID') {
          await Promise.resolve(
            request.onProgress?.({ phase: 'FAILED', processedRows: 0, totalRows: checked.accepted.length }),
          ).catch(() => undefined);
          throw failureError(err);
        }
        paid = settled;
      } finally {
        await watcher?.stop();
      }
      return await afterPayment(db, paid, { ...request, log }, checked.accepted.length);
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

/**
 * CYCLE_PERIOD_OVERLAP when a row's UID was paid for some of these days by an earlier cycle,
 * listing those rows; checked before the claim (under the cycle lock, so it stays true), so a
 * refused import leaves no cycle behind. Only periods that overlap a PAID cycle compare rows.
 */
async function refuseAlreadyPaid(session: Db, checked: CheckedRows, period: CyclePeriod) {
  if ((await overlappingCycles(session, period)).length === 0) return;
  const found = await inRolledBackTransaction(session, async (tx) => {
    await stageRows(tx, checked.accepted);
    return findAlreadyPaid(tx, period);
  });
  if (found.count > 0)
    throw new AppError('CYCLE_PERIOD_OVERLAP', {
      data: found,
      detail: `${found.count} row(s) were already paid for days of ${period.start} to ${period.end}`,
    });
}

/** What a failed run records and answers: a catalogue code and words, never a database message. */
function cycleFailure(err: unknown): { code: ErrorCode; text: string } {
  if (isAppError(err)) return { code: err.code, text: err.detail ?? errorText(err.code) };
  if (err instanceof InvalidScheduleError)
    return {
      code: 'REWARD_RATES_INVALID',
      text: `${errorText('REWARD_RATES_INVALID')} (${err.problems.join('; ')})`,
    };
  if (isDatabaseUnavailable(err)) return { code: 'CYCLE_INTERRUPTED', text: errorText('CYCLE_INTERRUPTED') };
  return { code: 'CYCLE_FAILED', text: errorText('CYCLE_FAILED') };
}

const failureError = (err: unknown) => {
  if (isAppError(err)) return err;
  const { code, text } = cycleFailure(err);
  return new AppError(code, { detail: text, cause: err });
};

/**
 * Marks the cycle FAILED unless its paying transaction committed after all (an error while the
 * commit's answer travelled back): the update waits for that transaction's row lock and then
 * finds the row PAID. Returns the cycle as it ends up (undefined when the database is away: the
 * next start or cycle read marks it, recoverInterruptedCycles).
 */
async function settleFailure(db: Db, cycleId: string, err: unknown, now: Date, log: CycleLog) {
  const { code, text } = cycleFailure(err);
  log.error({ err, cycleId, code }, 'cycle failed before paying');
  try {
    const [failed] = await db
      .update(cycles)
      .set({ status: 'FAILED', errorCode: code, error: text.slice(0, 500), finishedAt: now })
      .where(and(eq(cycles.id, cycleId), eq(cycles.status, 'RUNNING')))
      .returning();
    if (failed) {
      await writeCycleProgress(db, cycleId, { phase: 'FAILED', processedRows: 0, totalRows: 0 }, now);
      return failed;
    }
    return (await db.select().from(cycles).where(eq(cycles.id, cycleId)))[0];
  } catch (settleErr) {
    log.error({ err: settleErr, cycleId }, 'could not record the failed cycle');
    return undefined;
  }
}

/**
 * The follow-up once the money is paid: the final progress, the release of this cycle's locked
 * rewards whose recipients became confirmed compliant while it ran (the cycle judged them at its
 * start), and the caller's progress listener. None of it can unpay the cycle: a failure is logged
 * and kept as the cycle's `warning` (the compliance job's sweep releases what is left).
 */
async function afterPayment(
  db: Db,
  paid: CycleRow,
  request: Pick<DownlineCycleRequest, 'now' | 'onProgress'> & { log: CycleLog },
  rows: number,
): Promise<CycleRow> {
  const update = { phase: 'PAID' as const, processedRows: rows, totalRows: rows };
  const failures: string[] = [];
  const attempt = async (what: string, step: () => unknown) => {
    try {
      await step();
    } catch (err) {
      request.log.error({ err, cycle: paid.number }, `cycle paid, then ${what} failed`);
      failures.push(what);
    }
  };
  await attempt('recording its progress', () => writeCycleProgress(db, paid.id, update, request.now()));
  await attempt('releasing rewards of members found compliant meanwhile', () =>
    releaseConfirmedLocks(db, request.now(), { cycleId: paid.id }),
  );
  await attempt('telling the caller', () => request.onProgress?.(update));
  if (failures.length === 0) return paid;
  const warning = `Paid. Afterwards these steps failed (see the server log): ${failures.join('; ')}.`;
  await attempt('recording this warning', () =>
    db.update(cycles).set({ warning }).where(eq(cycles.id, paid.id)),
  );
  return { ...paid, warning };
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
