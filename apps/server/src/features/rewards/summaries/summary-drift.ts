import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { everyRewardSql } from '../queries/derived-downline-rewards';

/** The summaries computed from scratch from every reward: the rows of `rewards`, the cycles' derived. */
const FROM_SCRATCH = {
  kept: {
    counts: sql`SELECT user_id, type, level, rewards FROM reward_counts WHERE rewards <> 0`,
    totals: sql`SELECT type, level, cycle, rewards, reward_amount, master_amount, max_reward_amount, min_reward_amount
                  FROM reward_totals WHERE rewards <> 0`,
  },
  counts: sql`SELECT user_id, type, level, count(*) AS rewards FROM (${everyRewardSql()}) r GROUP BY user_id, type, level`,
  totals: sql`
    SELECT type, level, cycle, count(*) AS rewards, sum(reward_amount) AS reward_amount, sum(master_amount) AS master_amount,
           max(reward_amount) AS max_reward_amount, min(reward_amount) AS min_reward_amount
      FROM (${everyRewardSql()}) r WHERE status <> 'FORFEITED' GROUP BY type, level, cycle`,
};

/**
 * The rows where a kept summary (reward-summaries.tables.ts) and the same summary computed from
 * scratch differ, both ways, per summary: empty when every write kept them (tests; a check after a
 * repair). Derives every reward: not for requests.
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
    counts: await differ(FROM_SCRATCH.kept.counts, FROM_SCRATCH.counts),
    totals: await differ(FROM_SCRATCH.kept.totals, FROM_SCRATCH.totals),
  };
}
