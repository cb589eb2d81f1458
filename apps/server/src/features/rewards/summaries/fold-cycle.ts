import { type SQL, sql } from 'drizzle-orm';

/**
 * CTEs of the cycle's paying statement (cycles/pay-cycle.ts) that fold its rewards into the reward
 * summaries (reward-summaries.tables.ts), set-based, from the CTE `groups`: the cycle's rewards
 * grouped per recipient, level and status (user_id, level, status, rewards, reward_amount,
 * master_amount, max_reward_amount, min_reward_amount). The cycle writes no reward rows (ADR 0032):
 * these sums, the ledger entries and the node sums are all it keeps of them, and every single
 * reward is derived when read (ADR 0031). Counts are kept per recipient and level, totals per
 * level; nothing per (recipient, source) (ADR 0029).
 */
export function foldCycleIntoSummaries(cycleNumber: number): SQL {
  return sql`counts AS (
      INSERT INTO reward_counts AS n (user_id, type, level, rewards)
      SELECT user_id, 'DOWNLINE', level, sum(rewards) FROM groups GROUP BY user_id, level
      ON CONFLICT (user_id, type, level) DO UPDATE SET rewards = n.rewards + excluded.rewards
    ), totals AS (
      INSERT INTO reward_totals AS t (type, level, cycle, rewards, reward_amount, master_amount, max_reward_amount, min_reward_amount)
      SELECT 'DOWNLINE', level, ${cycleNumber}::int, sum(rewards), sum(reward_amount), sum(master_amount),
             max(max_reward_amount), min(min_reward_amount)
        FROM groups WHERE status <> 'FORFEITED' GROUP BY level
      ON CONFLICT (type, level, cycle) DO UPDATE
         SET rewards = t.rewards + excluded.rewards,
             reward_amount = t.reward_amount + excluded.reward_amount,
             master_amount = t.master_amount + excluded.master_amount,
             max_reward_amount = greatest(t.max_reward_amount, excluded.max_reward_amount),
             min_reward_amount = least(t.min_reward_amount, excluded.min_reward_amount)
    )`;
}
