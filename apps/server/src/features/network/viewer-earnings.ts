import { MAX_LEVEL } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { earningCyclesSql, rewardAmountSql } from '../rewards';

/*
 * What the viewer earned from members of their network: the viewer's rewards (the rewards
 * feature's `rewards` table) whose source is that member, credited or still locked; forfeited
 * ones were never earned. Sums stay numeric in the database and travel as decimal strings.
 *
 * Not read from the rewards themselves (one row per cycle and source: after a year of cycles,
 * seconds per tree): a node's own DOWNLINE rewards are derived from the cycles' inputs (ADR 0029),
 * those below it read from the node sums (ADR 0028), the whole network's from
 * `reward_viewer_totals` (ADR 0022). The first two read the running totals across the folded
 * cycles (ADR 0030) and only the cycles that correct them one by one (`earningCyclesSql`:
 * `cycles_read` with a sign, `totals.used`), so they do not grow with the cycles.
 */

/**
 * From each node of `levelOf` (node → its level in the viewer's tree) itself. DOWNLINE rewards:
 * the node's running total at its level (`reward_running_own`), corrected by what the cycles of
 * `cycles_read` paid for it (`cycle_inputs`, one range of its member index per node, the amount
 * in the index) at the rate the cycle paid the node's level (ADR 0029: a reward is
 * `trunc(input × rate, 8)`); DIRECT rewards from the viewer's own rows. OFFSET 0 keeps each
 * LATERAL from being flattened, and the materialised CTE keeps it from being joined with the rates
 * first: the planner did both (a hash join over every cycle's inputs, or one range per node and
 * rate: 50-100 ms at 1M members).
 */
export async function earnedFromEach(db: DbOrTx, viewerId: string, levelOf: ReadonlyMap<string, number>) {
  if (levelOf.size === 0) return new Map<string, string>();
  const ids = [...levelOf.keys()];
  const nodes = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const levels = sql`${`{${ids.map((id) => levelOf.get(id)).join(',')}}`}::int[]`;
  const result = await db.execute<{ id: string; amount: string }>(sql`
    WITH ${earningCyclesSql(viewerId)}, node_inputs AS MATERIALIZED (
      SELECT n.id, n.depth, ci.cycle_id, ci.amount FROM unnest(${nodes}, ${levels}) n (id, depth)
       CROSS JOIN LATERAL (SELECT cycle_id, amount FROM cycle_inputs
                            WHERE user_id = n.id AND cycle_id = ANY(ARRAY(SELECT id FROM cycles_read)) OFFSET 0) ci
    ), own AS (
      SELECT i.id, e.sign * ${rewardAmountSql(sql`i.amount`, sql`r.percent`)} AS amount
        FROM node_inputs i
        JOIN cycles_read e ON e.id = i.cycle_id
        JOIN reward_cycle_rates r ON r.cycle = e.number AND r.level = i.depth
      UNION ALL
      SELECT n.id, t.amounts[n.depth] FROM unnest(${nodes}, ${levels}) n (id, depth)
       CROSS JOIN LATERAL (SELECT amounts FROM reward_running_own WHERE member_id = n.id OFFSET 0) t
       WHERE (SELECT used FROM totals)
      UNION ALL
      SELECT r.source_user_id, r.reward_amount FROM ONLY rewards r
       WHERE r.user_id = ${viewerId}::uuid AND r.type = 'DIRECT' AND r.status <> 'FORFEITED'
         AND r.source_user_id = ANY(${nodes})
    )
    SELECT id, sum(amount)::numeric(38, 18)::text AS amount FROM own GROUP BY id HAVING sum(amount) > 0`);
  return new Map(result.rows.map((r) => [r.id, r.amount]));
}

/**
 * From the members below each of `nodeIds` (all at `level` in the viewer's tree), down to the
 * viewer's 15th level. DOWNLINE rewards: the nodes' running totals per depth below them
 * (`reward_running_below`) at the viewer's level that deep, corrected by the node sums (ADR 0028:
 * one row per node, depth and cycle) of the cycles of `cycles_read`, at the rate the cycle paid
 * that level. DIRECT rewards, which cycles do not pay and which reach 5 levels only, from the
 * viewer's own rows. A join of the viewer's summary rows with every closure row below the nodes
 * read ~186,000 rows for the 1M bench member's first load; this reads at most 14 sums per node,
 * and 14 more per node and corrected cycle.
 */
export async function earnedBelowEach(db: DbOrTx, viewerId: string, nodeIds: string[], level: number) {
  const depthLeft = MAX_LEVEL - level;
  if (nodeIds.length === 0 || depthLeft < 1) return new Map<string, string>();
  const nodes = sql`${`{${nodeIds.join(',')}}`}::uuid[]`;
  const result = await db.execute<{ id: string; amount: string }>(sql`
    WITH ${earningCyclesSql(viewerId)}, below AS (
      SELECT s.member_id AS id, e.sign * s.amounts[r.rate_index] AS amount
        FROM reward_node_sums s
        JOIN cycles_read e ON e.number = s.cycle
        JOIN reward_cycle_rates r ON r.cycle = s.cycle AND r.level = ${level}::int + s.depth
       WHERE s.member_id = ANY(${nodes}) AND s.depth <= ${depthLeft}::int
         AND s.cycle = ANY(ARRAY(SELECT number FROM cycles_read))
      UNION ALL
      SELECT t.member_id, t.amounts[${level}::int + t.depth] FROM reward_running_below t
       WHERE (SELECT used FROM totals) AND t.member_id = ANY(${nodes}) AND t.depth <= ${depthLeft}::int
      UNION ALL
      SELECT p.ancestor_id, r.reward_amount
        FROM ONLY rewards r JOIN referral_paths p ON p.descendant_id = r.source_user_id
       WHERE r.user_id = ${viewerId}::uuid AND r.type = 'DIRECT' AND r.status <> 'FORFEITED'
         AND p.ancestor_id = ANY(${nodes}) AND p.depth <= ${depthLeft}::int
    )
    SELECT id, sum(amount)::text AS amount FROM below GROUP BY id HAVING sum(amount) > 0`);
  return new Map(result.rows.map((r) => [r.id, r.amount]));
}

/**
 * From the whole network, and that per member of it (8 decimals, 0 for an empty network); `locked`
 * is the part of the total still locked (not in the balance until the member is compliant). Read
 * from the viewer's one row of `reward_viewer_totals` (kept by every write of rewards: ADR 0022)
 * instead of summing the viewer's rewards (~1.2M for the bench member after 12 cycles); a total of
 * 0 reads as 0, as no reward did.
 */
export async function earnedFromNetwork(db: DbOrTx, viewerId: string, networkSize: number) {
  const result = await db.execute<{ total: string; average: string; locked: string }>(sql`
    SELECT coalesce(total, 0)::text AS total,
           coalesce(round(total / nullif(${networkSize}::int, 0), 8), 0)::text AS average,
           coalesce(locked, 0)::text AS locked
      FROM (SELECT nullif(earned, 0) AS total, nullif(locked, 0) AS locked
              FROM reward_viewer_totals
             WHERE user_id = ${viewerId}::uuid) t`);
  // No row: the viewer never earned from a member.
  const row = result.rows[0];
  return { total: row?.total ?? '0', average: row?.average ?? '0', locked: row?.locked ?? '0' };
}
