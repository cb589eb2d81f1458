import { MAX_LEVEL } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../infra/db/client';
import type { LevelRate } from '../maths/reward-amount';
import { rewardAmountSql } from '../rates-sql';

/** The deepest a member can lie below a tree node: the node is at least one level below its viewer. */
export const NODE_SUM_MAX_DEPTH = MAX_LEVEL - 1;

/**
 * The schedule's distinct rates in the order of their first level: their positions (from 1) are
 * `reward_cycle_rates.rate_index` and the order of `reward_node_sums.amounts`.
 */
export function distinctRates(levels: readonly LevelRate[]): string[] {
  const rates: string[] = [];
  for (const { percent } of [...levels].sort((a, b) => a.level - b.level))
    if (!rates.some((r) => Number(r) === Number(percent))) rates.push(percent);
  return rates;
}

/**
 * A DOWNLINE cycle's schedule and node sums (node-sums.tables.ts, ADR 0028), in its paying
 * transaction: one grouped pass over the closure rows of the members it paid for (the same rows
 * its rewards were computed from), whoever their uplines are. Migration 0036 wrote them for the
 * cycles paid before.
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
  const sums = sql.join(
    rates.map((percent) => sql`sum(${rewardAmountSql(sql`i.amount`, sql`${percent}::numeric`)})`),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO reward_node_sums (member_id, depth, cycle, amounts)
    SELECT p.ancestor_id, p.depth, ${cycle.number}::int, ARRAY[${sums}]::numeric(38, 18)[]
      FROM cycle_inputs i JOIN referral_paths p ON p.descendant_id = i.user_id
     WHERE i.cycle_id = ${cycle.id}::uuid AND p.depth <= ${NODE_SUM_MAX_DEPTH}
     GROUP BY p.ancestor_id, p.depth`);
}
