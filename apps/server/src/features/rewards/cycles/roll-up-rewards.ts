import { MAX_LEVEL } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../infra/db/client';
import type { LevelRate } from '../maths/reward-amount';
import { ratesSql, rewardAmountSql } from '../rates-sql';
import { distinctRates } from '../summaries/node-sums';

/**
 * A cycle's rewards rolled up the referral tree one level at a time (ADR 0033), in its transaction:
 * what an upline is owed at level d is a sum over its members d levels down, and that sum is the
 * sum of its direct referrals' sums d - 1 levels down. Each step groups only the previous step's
 * rows by their referrer (~0.3M rows at depth 1 for 1M members, fewer at every step after),
 * instead of joining every member with each of its 15 uplines (~10M closure rows).
 *
 * Each step `d` is a temporary table (`rolledUpAt(d)`): per member with someone paid for d levels
 * down, the reward sum at each of the schedule's distinct rates (`rate_1`... in `distinctRates`
 * order: what the node sums keep, node-sums.ts), and the count, master sum, largest and smallest
 * master amount of those members. A reward is counted only when it does not round to 0; the
 * members whose reward rounds to 0 at the smallest rate (at least one level) are left out of
 * those four and grouped the old way instead, through the closure (few, if any): only they can
 * round to 0 at some level, and a reward depends on the source and the level alone
 * (maths/reward-amount.ts), so a group's largest and smallest reward are those of its largest and
 * smallest master amount.
 *
 * `cycle_reward_groups` gets one row per upline and paying level: (user_id, level, rewards,
 * reward_amount, master_amount, max_master, min_master), before anyone's eligibility
 * (cycle-steps.ts `earnedGroupsSql`). `onLevel` is told the rewards counted so far after each
 * step (the paying run's progress).
 */
export async function rollUpRewards(
  tx: Tx,
  input: {
    /** cycle_inputs, or a preview's temporary copy. */
    inputs: SQL;
    cycleId: string;
    levels: readonly LevelRate[];
    onLevel?: (rewardsSoFar: number) => Promise<void>;
  },
): Promise<RolledUpRewards> {
  const { levels } = input;
  const rates = distinctRates(levels);
  if (rates.length === 0) throw new Error('a roll-up needs a paying level');
  const smallest = rates.reduce((a, b) => (Number(b) < Number(a) ? b : a));
  const counted = (amount: SQL) => sql`${rewardAmountSql(amount, sql`${smallest}::numeric`)} > 0`;

  // The few members whose reward rounds to 0 at some level, grouped through the closure. Found
  // first, with statistics: the planner then probes the closure per member instead of reading it
  // whole (it cannot tell how few the rounding leaves).
  await tx.execute(sql`
    CREATE TEMP TABLE cycle_small_inputs ON COMMIT DROP AS
    SELECT user_id, amount FROM ${input.inputs}
     WHERE cycle_id = ${input.cycleId}::uuid AND NOT ${counted(sql`amount`)}`);
  await tx.execute(sql`ANALYZE cycle_small_inputs`);
  await tx.execute(sql`
    CREATE TEMP TABLE cycle_small_groups ON COMMIT DROP AS
    SELECT p.ancestor_id AS user_id, p.depth AS level, count(*) AS rewards, sum(i.amount) AS master_amount,
           max(i.amount) AS max_master, min(i.amount) AS min_master
      FROM cycle_small_inputs i
      JOIN referral_paths p ON p.descendant_id = i.user_id
      JOIN ${ratesSql(levels)} ON rates.level = p.depth
     WHERE ${rewardAmountSql(sql`i.amount`, sql`rates.percent`)} > 0
     GROUP BY p.ancestor_id, p.depth`);
  await tx.execute(sql`ANALYZE cycle_small_groups`);
  await tx.execute(sql`
    CREATE TEMP TABLE cycle_reward_groups (
      user_id uuid NOT NULL, level int NOT NULL, rewards bigint NOT NULL, reward_amount numeric NOT NULL,
      master_amount numeric NOT NULL, max_master numeric NOT NULL, min_master numeric NOT NULL
    ) ON COMMIT DROP`);

  const columns = rates.map((_, k) => sql.raw(`rate_${k + 1}`));
  const list = (each: (column: SQL, k: number) => SQL) => sql.join(columns.map(each), sql`, `);
  let rewards = 0;
  let depth = 0;
  // Every depth a reward or a node sum (node-sums.ts) can need, up to the first with no row.
  for (let d = 1; d <= MAX_LEVEL; d++) {
    const below =
      d === 1
        ? sql`SELECT i.user_id AS member_id, ${counted(sql`i.amount`)} AS counted, i.amount,
                     ${list((c, k) => sql`${rewardAmountSql(sql`i.amount`, sql`${rates[k]}::numeric`)} AS ${c}`)}
                FROM ${input.inputs} i WHERE i.cycle_id = ${input.cycleId}::uuid`
        : sql`SELECT * FROM ${rolledUpAt(d - 1)}`;
    // At depth 1 each member counts once; after, each row carries its own count and sums.
    const [n, master, most, least] =
      d === 1
        ? [
            sql`count(*) FILTER (WHERE s.counted)`,
            sql`sum(s.amount) FILTER (WHERE s.counted)`,
            sql`max(s.amount) FILTER (WHERE s.counted)`,
            sql`min(s.amount) FILTER (WHERE s.counted)`,
          ]
        : [sql`sum(s.n)`, sql`sum(s.master_amount)`, sql`max(s.max_master)`, sql`min(s.min_master)`];
    const written = await tx.execute(sql`
      CREATE TEMP TABLE ${rolledUpAt(d)} ON COMMIT DROP AS
      SELECT p.ancestor_id AS member_id, ${n} AS n, ${master} AS master_amount, ${most} AS max_master,
             ${least} AS min_master, ${list((c) => sql`sum(s.${c}) AS ${c}`)}
        FROM (${below}) s JOIN referral_paths p ON p.descendant_id = s.member_id AND p.depth = 1
       GROUP BY p.ancestor_id`);
    if (!written.rowCount) break;
    depth = d;
    // The next step joins this one: the planner needs its size.
    await tx.execute(sql`ANALYZE ${rolledUpAt(d)}`);
    const level = levels.find((l) => l.level === d);
    if (!level) continue;
    const rate = columns[rates.findIndex((r) => Number(r) === Number(level.percent))]!;
    const grouped = await tx.execute<{ n: string }>(sql`
      WITH added AS (
        INSERT INTO cycle_reward_groups
        SELECT r.member_id, ${d}::int, r.n + coalesce(g.rewards, 0), r.${rate},
               coalesce(r.master_amount, 0) + coalesce(g.master_amount, 0),
               greatest(r.max_master, g.max_master), least(r.min_master, g.min_master)
          FROM ${rolledUpAt(d)} r
          LEFT JOIN cycle_small_groups g ON g.user_id = r.member_id AND g.level = ${d}
         WHERE r.n + coalesce(g.rewards, 0) > 0
        RETURNING rewards
      )
      SELECT coalesce(sum(rewards), 0)::text AS n FROM added`);
    rewards += Number(grouped.rows[0]?.n ?? 0);
    await input.onLevel?.(rewards);
  }
  await tx.execute(sql`ANALYZE cycle_reward_groups`);
  return { groups: sql`cycle_reward_groups`, rewards, depth, at: rolledUpAt };
}

/** The rolled-up rewards of a cycle, in its transaction's temporary tables. */
export interface RolledUpRewards {
  /** One row per upline and paying level (`rollUpRewards`). */
  groups: SQL;
  /** How many rewards (not rounding to 0) the groups hold. */
  rewards: number;
  /** The deepest step with a row: `at(1)` to `at(depth)` exist. */
  depth: number;
  /**
   * The temporary table of step `depth`: (member_id, n, master_amount, max_master, min_master,
   * rate_1...), the rates in node-sums.ts `distinctRates` order.
   */
  at: (depth: number) => SQL;
}

const rolledUpAt = (depth: number): SQL => sql`${sql.identifier(`cycle_rolled_up_${depth}`)}`;
