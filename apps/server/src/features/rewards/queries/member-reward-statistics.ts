import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { memberDownlineRewardsSql } from './derived-downline-rewards';
import { downlineCyclesPaidSql } from './downline-cycles-paid';

export interface MemberRewardStatistics {
  /** Rewards not forfeited, DIRECT and DOWNLINE. */
  total: number;
  directRewardsCount: number;
  downlineRewardsCount: number;
  /** Their sum, USDT (a decimal string). */
  totalRewardAmount: string;
}

/**
 * How many rewards the member has that were not forfeited, and their sum (the admin's user
 * detail), without deriving every one (ADR 0031): the rows of `rewards` itself counted and summed
 * through the member's index; the cycles' DOWNLINE rewards from what is kept of them:
 * - their sum: the member's credit or lock entries of the cycles (each sums its cycle's rewards),
 *   those since forfeited left out;
 * - their count: the member's kept counts (`reward_counts`, every status) less the rows of
 *   `rewards` itself, less the rewards of the forfeited cycles, derived (forfeits are rare).
 */
export async function memberRewardStatistics(db: DbOrTx, userId: string): Promise<MemberRewardStatistics> {
  const result = await db.execute<{ direct: string; downline: string; amount: string }>(sql`
    WITH kept AS (
      SELECT type, status, count(*) AS n, sum(reward_amount) AS amount
        FROM ONLY rewards WHERE user_id = ${userId}::uuid GROUP BY type, status
    ), counted AS (
      SELECT coalesce(sum(rewards), 0) AS n FROM reward_counts WHERE user_id = ${userId}::uuid AND type = 'DOWNLINE'
    ), earned AS (
      SELECT coalesce(sum(amount), 0) AS amount FROM (${downlineCyclesPaidSql(userId, { forfeited: 'left out' })}) c
    ), forfeited AS (
      SELECT count(*) AS n FROM (${memberDownlineRewardsSql(userId, { forfeited: 'only' })}) d
    )
    SELECT (SELECT coalesce(sum(n), 0) FROM kept WHERE type = 'DIRECT' AND status <> 'FORFEITED')::text AS direct,
           ((SELECT coalesce(sum(n), 0) FROM kept WHERE type = 'DOWNLINE' AND status <> 'FORFEITED')
            + (SELECT n FROM counted)
            - (SELECT coalesce(sum(n), 0) FROM kept WHERE type = 'DOWNLINE')
            - (SELECT n FROM forfeited))::text AS downline,
           ((SELECT coalesce(sum(amount), 0) FROM kept WHERE status <> 'FORFEITED')
            + (SELECT amount FROM earned))::text AS amount`);
  const row = result.rows[0];
  if (!row) throw new Error('aggregate returned no row');
  const direct = Number(row.direct);
  const downline = Number(row.downline);
  return {
    total: direct + downline,
    directRewardsCount: direct,
    downlineRewardsCount: downline,
    totalRewardAmount: row.amount,
  };
}
