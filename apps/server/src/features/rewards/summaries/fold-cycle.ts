import { type SQL, sql } from 'drizzle-orm';

/**
 * CTEs of the cycle's paying statement (cycles/pay-cycle.ts) that fold the rows it created (the
 * CTE `created`: user_id, source_user_id, level, reward_amount, master_amount, status) into the
 * reward summaries (reward-summaries.tables.ts), set-based: what `rewards`' trigger
 * (`reward_summaries_fold`, migration 0028) does for every other write, since none fires on the
 * cycle's own child table. The cycle's rows are one per (recipient, source) (its unique index), so
 * the earnings need no GROUP BY (a sort of every row); counts and totals are grouped. The earnings
 * move the statement's written counter (cycles/cycle-progress.ts) as they go: at 1M members they
 * are ~10M upserts, the longest part of the paying statement after the rewards themselves. The
 * earnings rows also keep each pair's largest and smallest reward over every status (ADR 0021:
 * forfeited rows too, with nothing earned); no index holds those columns, so the updates stay HOT.
 */
export function foldCycleIntoSummaries(cycleNumber: number): SQL {
  return sql`earnings AS (
      INSERT INTO reward_earnings AS e (user_id, source_user_id, earned, locked, greatest_reward, least_reward)
      SELECT user_id, source_user_id, CASE WHEN status <> 'FORFEITED' THEN reward_amount ELSE 0 END,
             CASE WHEN status = 'LOCKED' THEN reward_amount ELSE 0 END, reward_amount, reward_amount
        FROM created
      ON CONFLICT (user_id, source_user_id) DO UPDATE
         SET earned = e.earned + excluded.earned, locked = e.locked + excluded.locked,
             greatest_reward = greatest(e.greatest_reward, excluded.greatest_reward),
             least_reward = least(e.least_reward, excluded.least_reward)
      RETURNING nextval('cycle_rewards_written_seq')
    ), counts AS (
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
