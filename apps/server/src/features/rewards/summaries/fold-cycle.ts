import { type SQL, sql } from 'drizzle-orm';

/**
 * CTEs of the cycle's paying statement (cycles/pay-cycle.ts) that fold the rows it created (the
 * CTE `created`: user_id, source_user_id, level, reward_amount, master_amount, status) into the
 * reward summaries (reward-summaries.tables.ts), set-based: what `rewards`' trigger
 * (`reward_summaries_fold`, migration 0028) does for every other write, since none fires on the
 * cycle's own child table. Counts are grouped per recipient and level, totals per level. Nothing
 * is kept per (recipient, source): what a tree node gave and the amount orders' sources are
 * derived from the cycle's inputs (ADR 0029), which spares ~10M upserts per 1M-member cycle.
 */
export function foldCycleIntoSummaries(cycleNumber: number): SQL {
  return sql`counts AS (
      INSERT INTO reward_counts AS n (user_id, type, level, rewards)
      SELECT user_id, 'DOWNLINE', level, count(*) FROM created GROUP BY user_id, level
      ON CONFLICT (user_id, type, level) DO UPDATE SET rewards = n.rewards + excluded.rewards
    ), totals AS (
      INSERT INTO reward_totals AS t (type, level, cycle, rewards, reward_amount, master_amount, max_reward_amount, min_reward_amount)
      SELECT 'DOWNLINE', level, ${cycleNumber}::int, count(*), sum(reward_amount), sum(master_amount), max(reward_amount), min(reward_amount)
        FROM created WHERE status <> 'FORFEITED' GROUP BY level
      ON CONFLICT (type, level, cycle) DO UPDATE
         SET rewards = t.rewards + excluded.rewards,
             reward_amount = t.reward_amount + excluded.reward_amount,
             master_amount = t.master_amount + excluded.master_amount,
             max_reward_amount = greatest(t.max_reward_amount, excluded.max_reward_amount),
             min_reward_amount = least(t.min_reward_amount, excluded.min_reward_amount)
    )`;
}
