import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';

/** The summaries computed from scratch from `rewards` (every cycle table included). */
const FROM_SCRATCH = {
  earnings: sql`
    SELECT user_id, source_user_id, sum(reward_amount) AS earned,
           coalesce(sum(reward_amount) FILTER (WHERE status = 'LOCKED'), 0) AS locked
      FROM rewards WHERE source_user_id IS NOT NULL AND status <> 'FORFEITED'
     GROUP BY user_id, source_user_id`,
  // The largest and smallest reward of each (viewer, source), any status (ADR 0021).
  extremes: sql`
    SELECT user_id, source_user_id, max(reward_amount) AS greatest_reward, min(reward_amount) AS least_reward
      FROM rewards WHERE source_user_id IS NOT NULL
     GROUP BY user_id, source_user_id`,
  kept: {
    earnings: sql`SELECT user_id, source_user_id, earned, locked FROM reward_earnings WHERE earned <> 0 OR locked <> 0`,
    extremes: sql`SELECT user_id, source_user_id, greatest_reward, least_reward FROM reward_earnings
                    WHERE greatest_reward IS NOT NULL OR least_reward IS NOT NULL`,
    counts: sql`SELECT user_id, type, level, rewards FROM reward_counts WHERE rewards <> 0`,
    totals: sql`SELECT type, level, cycle, rewards, reward_amount, master_amount, max_reward_amount, min_reward_amount
                  FROM reward_totals WHERE rewards <> 0`,
  },
  counts: sql`SELECT user_id, type, level, count(*) AS rewards FROM rewards GROUP BY user_id, type, level`,
  totals: sql`
    SELECT type, level, cycle, count(*) AS rewards, sum(reward_amount) AS reward_amount, sum(master_amount) AS master_amount,
           max(reward_amount) AS max_reward_amount, min(reward_amount) AS min_reward_amount
      FROM rewards WHERE status <> 'FORFEITED' GROUP BY type, level, cycle`,
};

/**
 * The rows where a kept summary (reward-summaries.tables.ts) and the same summary computed from
 * scratch differ, both ways, per summary: empty when every write kept them (tests; a check after a
 * repair). Reads every reward: not for requests.
 */
export async function summaryDrift(db: DbOrTx) {
  const differ = async (kept: ReturnType<typeof sql>, scratch: ReturnType<typeof sql>) => {
    const result = await db.execute<Record<string, unknown>>(sql`
      (SELECT 'kept only' AS side, * FROM ((${kept}) EXCEPT ALL (${scratch})) a)
      UNION ALL
      (SELECT 'computed only' AS side, * FROM ((${scratch}) EXCEPT ALL (${kept})) b)`);
    return result.rows;
  };
  return {
    earnings: await differ(FROM_SCRATCH.kept.earnings, FROM_SCRATCH.earnings),
    extremes: await differ(FROM_SCRATCH.kept.extremes, FROM_SCRATCH.extremes),
    counts: await differ(FROM_SCRATCH.kept.counts, FROM_SCRATCH.counts),
    totals: await differ(FROM_SCRATCH.kept.totals, FROM_SCRATCH.totals),
  };
}
