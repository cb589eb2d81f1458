import type { rewardCycleSchema } from '@app/contract';
import type { z } from 'zod';
import { desc, eq, sql } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readPageInSnapshot } from '../../../infra/db/client';
import { cycleProgress, type CycleRow, cycles } from './cycles.tables';

type ProgressRow = typeof cycleProgress.$inferSelect;
/** What the route hands the contract's schema (amounts as decimal strings, dates as Date). */
export type RewardCycleAnswer = z.input<typeof rewardCycleSchema>;

/** A cycle in the contract's shape (`rewardCycleSchema`), with its latest progress. */
export function toRewardCycle(row: CycleRow, progress?: ProgressRow | null): RewardCycleAnswer {
  const running = row.status === 'RUNNING';
  return {
    _id: row.id,
    cycle: row.number,
    period: row.periodLabel,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    contentHash: row.contentHash,
    source: row.source,
    status: row.status,
    progress: {
      processedRows: running ? (progress?.processedRows ?? 0) : row.status === 'PAID' ? row.totalRows : 0,
      totalRows: running ? (progress?.totalRows ?? row.totalRows) : row.totalRows,
      phase: running ? (progress?.phase ?? 'VALIDATING') : row.status,
      ...(running && progress?.step ? { step: progress.step, stepRows: progress.stepRows } : {}),
    },
    totals: {
      totalRows: row.totalRows,
      paidRows: row.paidRows,
      unknownCount: row.unknownCount,
      rejectedCount: row.rejectedCount,
      alreadyPaidCount: row.alreadyPaidCount,
      rewardsCreated: row.rewardsCreated,
      totalMasterAmount: row.totalMasterAmount,
      totalRewardAmount: row.totalRewardAmount,
    },
    unknownUids: row.report.unknownUids,
    rejectedRows: row.report.rejectedRows,
    alreadyPaidRows: row.report.alreadyPaidRows ?? [],
    error: row.error,
    errorCode: row.errorCode,
    warning: row.warning,
    createdAt: row.startedAt,
    completedAt: row.finishedAt,
  };
}

export async function getCycle(db: DbOrTx, id: string): Promise<RewardCycleAnswer | null> {
  const [found] = await db
    .select({ cycle: cycles, progress: cycleProgress })
    .from(cycles)
    .leftJoin(cycleProgress, eq(cycleProgress.cycleId, cycles.id))
    .where(eq(cycles.id, id));
  return found ? toRewardCycle(found.cycle, found.progress) : null;
}

/** A page of cycles, newest first, and its total from one snapshot (a cycle started meanwhile cannot set them apart). */
export async function listCycles(db: DbOrTx, page: number, limit: number, between: BetweenReads = {}) {
  const [rows, [count]] = await readPageInSnapshot(
    db,
    {
      page: (tx) =>
        tx
          .select({ cycle: cycles, progress: cycleProgress })
          .from(cycles)
          .leftJoin(cycleProgress, eq(cycleProgress.cycleId, cycles.id))
          .orderBy(desc(cycles.number))
          .limit(limit)
          .offset((page - 1) * limit),
      rest: (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(cycles),
    },
    between,
  );
  const totalRecords = count?.n ?? 0;
  const totalPages = Math.ceil(totalRecords / limit);
  return {
    cycles: rows.map((r) => toRewardCycle(r.cycle, r.progress)),
    pagination: {
      currentPage: page,
      totalPages,
      totalRecords,
      limit,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  };
}
