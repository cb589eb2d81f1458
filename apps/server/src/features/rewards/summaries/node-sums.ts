import { MAX_LEVEL } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../infra/db/client';
import type { LevelRate } from '../maths/reward-amount';
import { rewardAmountSql } from '../rates-sql';

/** The deepest a member can lie below a tree node: the node is at least one level below its viewer. */
const NODE_SUM_MAX_DEPTH = MAX_LEVEL - 1;

/**
 * The schedule's distinct rates in the order of their first level: their positions (from 1) are
 * `reward_cycle_rates.rate_index` and the order of `reward_node_sums.amounts`.
 */
function distinctRates(levels: readonly LevelRate[]): string[] {
  const rates: string[] = [];
  for (const { percent } of [...levels].sort((a, b) => a.level - b.level))
    if (!rates.some((r) => Number(r) === Number(percent))) rates.push(percent);
  return rates;
}

/**
 * A DOWNLINE cycle's schedule and node sums (node-sums.tables.ts, ADR 0028), in its paying
 * transaction. The sums are rolled up the tree one level at a time: a member's sums at depth d
 * are the sums of its direct referrals' sums at depth d - 1, and at depth 0 a member's own
 * rewards at each rate. Sums of truncated rewards add exactly, so this equals grouping every
 * closure row of the members paid for by (upline, depth), with each step grouping only the
 * previous one's rows (~1.5M instead of ~10M at 1M members). Migration 0036 wrote them for the
 * cycles paid before, by that grouping.
 */
export async function writeCycleNodeSums(
  tx: Tx,
  cycle: { id: string; number: number },
  levels: readonly LevelRate[],
): Promise<void> {
  if (levels.length === 0) return;
  const rates = distinctRates(levels);
  const rateIndex = (percent: string) => rates.findIndex((r) => Number(r) === Number(percent)) + 1;
  await tx.execute(sql`
    INSERT INTO reward_cycle_rates (cycle, level, percent, rate_index)
    SELECT ${cycle.number}::int, level, percent, rate_index
      FROM unnest(${sql.param(levels.map((l) => l.level))}::int[], ${sql.param(levels.map((l) => l.percent))}::numeric[],
                  ${sql.param(levels.map((l) => rateIndex(l.percent)))}::int[]) AS r(level, percent, rate_index)`);
  const columns = rates.map((_, k) => sql.raw(`rate_${k + 1}`));
  const list = (each: (column: SQL) => SQL) => sql.join(columns.map(each), sql`, `);
  await tx.execute(sql`
    CREATE TEMP TABLE node_sums_below ON COMMIT DROP AS
    SELECT user_id AS member_id, ${sql.join(
      rates.map(
        (percent, k) => sql`${rewardAmountSql(sql`amount`, sql`${percent}::numeric`)} AS ${columns[k]}`,
      ),
      sql`, `,
    )}
      FROM cycle_inputs WHERE cycle_id = ${cycle.id}::uuid`);
  for (let depth = 1; depth <= NODE_SUM_MAX_DEPTH; depth++) {
    await tx.execute(sql`
      CREATE TEMP TABLE node_sums_above ON COMMIT DROP AS
      SELECT p.ancestor_id AS member_id, ${list((c) => sql`sum(s.${c}) AS ${c}`)}
        FROM node_sums_below s JOIN referral_paths p ON p.descendant_id = s.member_id AND p.depth = 1
       GROUP BY p.ancestor_id`);
    const written = await tx.execute(sql`
      INSERT INTO reward_node_sums (member_id, depth, cycle, amounts)
      SELECT member_id, ${depth}::int, ${cycle.number}::int, ARRAY[${list((c) => c)}]::numeric(38, 18)[]
        FROM node_sums_above`);
    await tx.execute(sql`DROP TABLE node_sums_below`);
    await tx.execute(sql`ALTER TABLE node_sums_above RENAME TO node_sums_below`);
    if (!written.rowCount) break;
  }
  await tx.execute(sql`DROP TABLE node_sums_below`);
}
