import { MAX_LEVEL } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../infra/db/client';
import { attachCyclePartition, createCyclePartition } from '../cycles/cycle-partitions';
import type { RolledUpRewards } from '../cycles/roll-up-rewards';
import type { LevelRate } from '../maths/reward-amount';

/** The deepest a member can lie below a tree node: the node is at least one level below its viewer. */
const NODE_SUM_MAX_DEPTH = MAX_LEVEL - 1;

/**
 * The schedule's distinct rates in the order of their first level: their positions (from 1) are
 * `reward_cycle_rates.rate_index`, the order of `reward_node_sums.amounts` and of the roll-up's
 * columns (cycles/roll-up-rewards.ts).
 */
export function distinctRates(levels: readonly LevelRate[]): string[] {
  const rates: string[] = [];
  for (const { percent } of [...levels].sort((a, b) => a.level - b.level))
    if (!rates.some((r) => Number(r) === Number(percent))) rates.push(percent);
  return rates;
}

/**
 * A DOWNLINE cycle's schedule and node sums (node-sums.tables.ts, ADR 0028), in its paying
 * transaction, from the cycle's roll-up (cycles/roll-up-rewards.ts): a member's sums at depth d
 * are its step d's reward sums at each rate, the sums of its direct referrals' sums at depth
 * d - 1 (sums of truncated rewards add exactly). Migration 0036 wrote them for the cycles paid
 * before, by grouping every closure row of the members paid for by (upline, depth), which is the
 * same.
 */
export async function writeCycleNodeSums(
  tx: Tx,
  cycle: { id: string; number: number },
  levels: readonly LevelRate[],
  rolledUp: Pick<RolledUpRewards, 'depth' | 'at'>,
): Promise<void> {
  if (levels.length === 0) return;
  const rates = distinctRates(levels);
  const rateIndex = (percent: string) => rates.findIndex((r) => Number(r) === Number(percent)) + 1;
  await tx.execute(sql`
    INSERT INTO reward_cycle_rates (cycle, level, percent, rate_index)
    SELECT ${cycle.number}::int, level, percent, rate_index
      FROM unnest(${sql.param(levels.map((l) => l.level))}::int[], ${sql.param(levels.map((l) => l.percent))}::numeric[],
                  ${sql.param(levels.map((l) => rateIndex(l.percent)))}::int[]) AS r(level, percent, rate_index)`);
  const amounts = sql.join(
    rates.map((_, k) => sql.raw(`rate_${k + 1}`)),
    sql`, `,
  );
  const atDepth = (depth: number) =>
    sql`SELECT member_id, ${depth}::int, ${cycle.number}::int, ARRAY[${amounts}]::numeric(38, 18)[] FROM ${rolledUp.at(depth)}`;
  const depths = Array.from({ length: Math.min(rolledUp.depth, NODE_SUM_MAX_DEPTH) }, (_, k) => k + 1);
  if (depths.length === 0) return;
  // Into a partition of the cycle's own, indexed once loaded (cycles/cycle-partitions.ts).
  const partition = await createCyclePartition(tx, 'nodeSums', cycle);
  await tx.execute(sql`
    INSERT INTO ${partition} (member_id, depth, cycle, amounts)
    ${sql.join(depths.map(atDepth), sql` UNION ALL `)}`);
  await attachCyclePartition(tx, 'nodeSums', cycle);
  await tx.execute(sql`ANALYZE ${partition}`);
}
