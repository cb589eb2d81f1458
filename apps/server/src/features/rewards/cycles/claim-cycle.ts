import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../http/app-error';
import type { CyclePeriod } from './cycle-period';
import { type CycleRow, cycles } from './cycles.tables';

export interface CycleClaim {
  name: string;
  period: CyclePeriod;
  source: CycleRow['source'];
  contentHash: string;
  totalRows: number;
  actorId: string | null;
  now: Date;
}

/** The cycle that paid (or is paying) exactly this data, if any. */
export const findCycleByContent = async (db: Db, contentHash: string) =>
  (
    await db
      .select()
      .from(cycles)
      .where(and(eq(cycles.contentHash, contentHash), ne(cycles.status, 'FAILED')))
      .orderBy(cycles.number)
      .limit(1)
  )[0];

/** CYCLE_ALREADY_IMPORTED, naming the cycle that paid the data. */
export const alreadyImported = (cycle: Pick<CycleRow, 'id' | 'number'>) =>
  new AppError('CYCLE_ALREADY_IMPORTED', {
    data: { _id: cycle.id, cycle: cycle.number },
    detail: `the same data was paid by cycle #${cycle.number}`,
  });

/**
 * Claims a cycle for a run, holding the cycle lock (cycle-lock.ts), in a committed statement so
 * that the RUNNING cycle and its progress are visible while it runs:
 * - data a cycle already paid is refused (CYCLE_ALREADY_IMPORTED), whatever its name;
 * - the same data for the same days after a FAILED run is run again under that cycle's number
 *   (none of it was paid);
 * - anything else gets the next number.
 */
export async function claimCycle(session: Db, claim: CycleClaim): Promise<CycleRow> {
  const paid = await findCycleByContent(session, claim.contentHash);
  if (paid) throw alreadyImported(paid);
  const fresh = {
    periodLabel: claim.name,
    source: claim.source,
    status: 'RUNNING' as const,
    contentHash: claim.contentHash,
    totalRows: claim.totalRows,
    paidRows: 0,
    unknownCount: 0,
    rejectedCount: 0,
    alreadyPaidCount: 0,
    rewardsCreated: 0,
    totalMasterAmount: '0',
    totalRewardAmount: '0',
    report: { unknownUids: [], rejectedRows: [], phases: [] },
    errorCode: null,
    error: null,
    warning: null,
    createdById: claim.actorId,
    startedAt: claim.now,
    finishedAt: null,
  };
  const [failed] = await session
    .select({ id: cycles.id })
    .from(cycles)
    .where(
      and(
        eq(cycles.contentHash, claim.contentHash),
        eq(cycles.status, 'FAILED'),
        eq(cycles.periodStart, claim.period.start),
        eq(cycles.periodEnd, claim.period.end),
      ),
    )
    .orderBy(desc(cycles.number))
    .limit(1);
  if (failed) {
    const [row] = await session.update(cycles).set(fresh).where(eq(cycles.id, failed.id)).returning();
    if (!row) throw new Error('cycle claim lost its row');
    return row;
  }
  const [row] = await session
    .insert(cycles)
    .values({
      ...fresh,
      periodStart: claim.period.start,
      periodEnd: claim.period.end,
      number: sql`(SELECT coalesce(max(number), 0) + 1 FROM cycles)`,
    })
    .returning();
  if (!row) throw new Error('cycle claim inserted nothing');
  return row;
}
