import { type SQL, sql } from 'drizzle-orm';
import { rewardAmountSql } from '../rates-sql';

/**
 * CTEs of the settling statement (compliance/settle-locks.ts) that fold the DOWNLINE rewards it
 * settled into the summaries, from the CTE `settled` (the new entries: user_id, cycle_id,
 * reward_type, amount, settles_entry_id). A cycle's rewards have no rows to UPDATE (ADR 0032), so
 * no trigger sees them settle; what `rewards`' triggers do for a DIRECT row is done here from the
 * settled entry and the recipient's rewards of that cycle, derived (ADR 0031):
 * - `reward_viewer_totals`: a release takes the amount off the locked part, a forfeit off both;
 * - `reward_totals` (forfeits only: the admin statistics leave forfeited rewards out): each
 *   (cycle, level) loses the recipient's rewards there; where one of them was the largest or the
 *   smallest, that one is found again among the rewards still counted, walking the cycle's inputs
 *   by amount (the inputs' amount index) until one has a paid upline at that level that is not
 *   forfeited, now or by this statement.
 * `reward_counts` counts every status: a settlement leaves it as it is.
 */
export function foldSettledCycles(kind: 'LOCK_RELEASE' | 'LOCK_FORFEIT'): SQL {
  const forfeit = kind === 'LOCK_FORFEIT';
  const viewer = sql`settled_cycles AS (
      SELECT s.user_id, s.cycle_id, cy.number AS cycle, s.amount
        FROM settled s JOIN cycles cy ON cy.id = s.cycle_id
       WHERE s.reward_type = 'DOWNLINE'
    ), viewer_settled AS (
      UPDATE reward_viewer_totals t
         SET locked = t.locked - v.amount${forfeit ? sql`, earned = t.earned - v.amount` : sql``}
        FROM (SELECT user_id, sum(amount) AS amount FROM settled_cycles GROUP BY user_id) v
       WHERE t.user_id = v.user_id
    )`;
  if (!forfeit) return viewer;
  const amount = rewardAmountSql(sql`ci.amount`, sql`r.percent`);
  return sql`${viewer}, forfeited_groups AS (
      SELECT sc.cycle, p.depth AS level, count(*) AS rewards, sum(${amount}) AS reward_amount,
             sum(ci.amount) AS master_amount, max(${amount}) AS max_reward_amount, min(${amount}) AS min_reward_amount
        FROM settled_cycles sc
        JOIN referral_paths p ON p.ancestor_id = sc.user_id
        JOIN reward_cycle_rates r ON r.cycle = sc.cycle AND r.level = p.depth
        JOIN cycle_inputs ci ON ci.cycle_id = sc.cycle_id AND ci.user_id = p.descendant_id
       WHERE ${amount} > 0
       GROUP BY sc.cycle, p.depth
    ), totals_forfeited AS (
      UPDATE reward_totals t
         SET rewards = t.rewards - g.rewards,
             reward_amount = t.reward_amount - g.reward_amount,
             master_amount = t.master_amount - g.master_amount,
             max_reward_amount = CASE WHEN g.max_reward_amount >= t.max_reward_amount
                                      THEN ${extremeStillCounted('DESC')} ELSE t.max_reward_amount END,
             min_reward_amount = CASE WHEN g.min_reward_amount <= t.min_reward_amount
                                      THEN ${extremeStillCounted('ASC')} ELSE t.min_reward_amount END
        FROM forfeited_groups g
       WHERE t.type = 'DOWNLINE' AND t.level = g.level AND t.cycle = g.cycle
    )`;
}

/**
 * The largest (DESC) or smallest (ASC) reward of `reward_totals` row `t`'s cycle and level that is
 * still counted: the reward grows with the input, so it is the first input in that order with a
 * paid upline at the level whose entry is neither forfeited nor settled by this statement.
 */
function extremeStillCounted(order: 'ASC' | 'DESC'): SQL {
  const amount = rewardAmountSql(sql`ci.amount`, sql`r.percent`);
  return sql`(
    SELECT ${amount}::numeric(38, 18)
      FROM cycles cy
      JOIN reward_cycle_rates r ON r.cycle = cy.number AND r.level = t.level
      JOIN cycle_inputs ci ON ci.cycle_id = cy.id
     WHERE cy.number = t.cycle AND ${amount} > 0
       AND EXISTS (
         SELECT 1 FROM referral_paths p
           JOIN ledger_entries l ON l.cycle_id = cy.id AND l.user_id = p.ancestor_id
                                AND l.kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')
           LEFT JOIN ledger_entries s ON s.settles_entry_id = l.id
          WHERE p.descendant_id = ci.user_id AND p.depth = t.level
            AND s.kind IS DISTINCT FROM 'LOCK_FORFEIT'
            AND l.id NOT IN (SELECT settles_entry_id FROM settled))
     ORDER BY ci.amount ${sql.raw(order)} LIMIT 1)`;
}
