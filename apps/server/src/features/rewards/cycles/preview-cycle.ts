import { type CyclePreview, normalizeDecimal } from '@app/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../http/app-error';
import { readSetting } from '../../settings';
import { complianceCheckedSince } from '../compliance/compliance-window';
import { InvalidScheduleError, payingLevels } from '../maths/schedule';
import { findCycleByContent } from './claim-cycle';
import type { CyclePeriod } from './cycle-period';
import { type CheckedRows, contentHash } from './cycle-rows';
import {
  earnedGroupsSql,
  findAlreadyPaid,
  inRolledBackTransaction,
  REPORT_LIST_LIMIT,
  resolveSources,
  stageRows,
} from './cycle-steps';
import { rollUpRewards } from './roll-up-rewards';

type PreviewAnswer = Omit<
  CyclePreview,
  'levels' | 'totalMasterAmount' | 'totalRewardAmount' | 'rowsToPay'
> & {
  rowsToPay: number;
  levels: { level: number; rewards: string; amount: string }[];
  totalMasterAmount: string;
  totalRewardAmount: string;
};

/**
 * What importing these rows for these days would pay, computed by the same steps as the paying
 * run (cycle-steps.ts) in a transaction that is rolled back: rows to pay, rows an earlier cycle
 * already paid for some of the days (left out when the admin imports only the new rows), unknown
 * UIDs, refused rows, and the rewards per level. Nothing is written; no cycle lock is needed.
 */
export async function previewCycle(
  db: Db,
  checked: CheckedRows,
  period: CyclePeriod,
  now: Date,
): Promise<PreviewAnswer> {
  const hash = contentHash(checked.accepted);
  const paidBefore = await findCycleByContent(db, hash);
  let levels;
  try {
    levels = payingLevels('DOWNLINE', await readSetting(db, 'downlineRewardRates'));
  } catch (err) {
    if (err instanceof InvalidScheduleError)
      throw new AppError('REWARD_RATES_INVALID', { detail: err.problems.join('; ') });
    throw err;
  }
  const checkedSince = await complianceCheckedSince(db, now);
  return inRolledBackTransaction(db, async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    await stageRows(tx, checked.accepted);
    const alreadyPaid = await findAlreadyPaid(tx, period);
    await tx.execute(sql`CREATE TEMP TABLE preview_inputs (LIKE cycle_inputs) ON COMMIT DROP`);
    const previewId = randomUUID();
    const resolved = await resolveSources(tx, sql`preview_inputs`, previewId, period);
    const perLevel =
      levels.length === 0
        ? []
        : (
            await tx.execute<{ level: number; rewards: string; amount: string; total: string }>(sql`
              SELECT level, sum(rewards)::text AS rewards, sum(reward_amount)::text AS amount,
                     sum(sum(reward_amount)) OVER ()::text AS total
                FROM (${earnedGroupsSql({
                  groups: (
                    await rollUpRewards(tx, { inputs: sql`preview_inputs`, cycleId: previewId, levels })
                  ).groups,
                  levels,
                  period,
                  checkedSince,
                })}) g
               GROUP BY level ORDER BY level`)
          ).rows;
    return {
      periodStart: period.start,
      periodEnd: period.end,
      contentHash: hash,
      alreadyImported: paidBefore ? { _id: paidBefore.id, cycle: paidBefore.number } : null,
      totalRows: checked.totalRows,
      rowsToPay: resolved.paidRows,
      alreadyPaidCount: alreadyPaid.count,
      alreadyPaidRows: alreadyPaid.rows,
      unknownCount: resolved.unknownCount,
      unknownUids: resolved.unknown,
      rejectedCount: checked.rejected.length + resolved.refusedCount,
      rejectedRows: [...checked.rejected, ...resolved.refused]
        .sort((a, b) => a.line - b.line)
        .slice(0, REPORT_LIST_LIMIT),
      levels: perLevel.map((l) => ({ level: l.level, rewards: l.rewards, amount: l.amount })),
      totalMasterAmount: resolved.totalMaster,
      totalRewardAmount: normalizeDecimal(perLevel[0]?.total ?? '0'),
    };
  });
}
