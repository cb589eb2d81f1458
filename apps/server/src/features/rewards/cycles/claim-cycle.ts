import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../http/app-error';
import { type CycleRow, cycles } from './cycles.schema';

export interface CycleClaim {
  periodLabel: string;
  source: CycleRow['source'];
  contentHash: string;
  totalRows: number;
  actorId: string | null;
  now: Date;
}

export type ClaimResult = { claimed: CycleRow } | { completed: CycleRow };

export const findCycleByPeriod = async (db: Db, periodLabel: string) =>
  (await db.select().from(cycles).where(eq(cycles.periodLabel, periodLabel)))[0];

/**
 * Claims a period for a run, holding the cycle lock (cycle-lock.ts), in a committed statement so
 * that the RUNNING cycle and its progress are visible while it runs:
 * - a COMPLETED period with the same data is answered as it is (nothing is paid again); with
 *   other data it is refused (CYCLE_PERIOD_CONFLICT);
 * - a FAILED period, or a RUNNING one left by a run that died (nobody holds the lock), is run again
 *   under its number (none of it was paid);
 * - a new period gets the next number.
 */
export async function claimCycle(db: Db, claim: CycleClaim): Promise<ClaimResult> {
  const existing = await findCycleByPeriod(db, claim.periodLabel);
  if (existing?.status === 'COMPLETED') {
    if (existing.contentHash !== claim.contentHash)
      throw new AppError('CYCLE_PERIOD_CONFLICT', {
        detail: `period ${claim.periodLabel} is already distributed`,
      });
    return { completed: existing };
  }
  const fresh = {
    source: claim.source,
    status: 'RUNNING' as const,
    contentHash: claim.contentHash,
    totalRows: claim.totalRows,
    paidRows: 0,
    unknownCount: 0,
    rejectedCount: 0,
    rewardsCreated: 0,
    totalMasterAmount: '0',
    totalRewardAmount: '0',
    report: { unknownUids: [], rejectedRows: [], phases: [] },
    error: null,
    createdById: claim.actorId,
    startedAt: claim.now,
    finishedAt: null,
  };
  if (existing) {
    const [row] = await db.update(cycles).set(fresh).where(eq(cycles.id, existing.id)).returning();
    if (!row) throw new Error('cycle claim lost its row');
    return { claimed: row };
  }
  const [row] = await db
    .insert(cycles)
    .values({
      ...fresh,
      periodLabel: claim.periodLabel,
      number: sql`(SELECT coalesce(max(number), 0) + 1 FROM cycles)`,
    })
    .returning();
  if (!row) throw new Error('cycle claim inserted nothing');
  return { claimed: row };
}
