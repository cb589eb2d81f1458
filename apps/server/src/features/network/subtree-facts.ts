import { MAX_LEVEL } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import type { SubtreeFacts } from './build-tree';

/**
 * Counts below each of `nodeIds` (all at `level` in the viewer's tree) within the viewer's 15
 * levels, and what the viewer earned from those members (as viewer-earnings.ts `earnedFromBelow`:
 * a summary row whose `earned` is 0, all forfeited, counts as no reward): one grouped query over
 * those members' closure rows, not one per node, and not one pass for the counts and another for
 * the earnings (ADR 0022: the same ~86,000 rows for the bench member's first load).
 */
export async function readSubtreeFacts(
  db: DbOrTx,
  viewerId: string,
  nodeIds: string[],
  level: number,
): Promise<Map<string, SubtreeFacts>> {
  const facts = new Map<string, SubtreeFacts>();
  const depthLeft = MAX_LEVEL - level;
  if (nodeIds.length === 0 || depthLeft < 1) return facts;
  const result = await db.execute<{ id: string; n: number; amount: string | null }>(sql`
    SELECT p.ancestor_id AS id, count(*)::int AS n, sum(r.earned)::text AS amount
      FROM referral_paths p
      LEFT JOIN reward_earnings r
        ON r.source_user_id = p.descendant_id AND r.user_id = ${viewerId}::uuid AND r.earned > 0
     WHERE p.ancestor_id = ANY(${sql.param(nodeIds)}::uuid[]) AND p.depth <= ${depthLeft}
     GROUP BY p.ancestor_id`);
  for (const { id, n, amount } of result.rows) facts.set(id, { descendants: n, rewardsBelow: amount ?? '0' });
  return facts;
}

/**
 * `readSubtreeFacts` for the deepest level a tree answer carries, in the same pass: also how many
 * members lie at each depth below those nodes (`membersBelow`, keyed by the depth below the
 * viewer). When that level is carried whole, every deeper member of the viewer's network is below
 * exactly one of its nodes, so these are the viewer's counts for the levels below it.
 */
export async function readDeepestFacts(db: DbOrTx, viewerId: string, nodeIds: string[], level: number) {
  const facts = new Map<string, SubtreeFacts>();
  const membersBelow = new Map<number, number>();
  const depthLeft = MAX_LEVEL - level;
  if (nodeIds.length === 0 || depthLeft < 1) return { facts, membersBelow };
  const result = await db.execute<{
    id: string | null;
    depth: number | null;
    n: number;
    amount: string | null;
  }>(sql`
    SELECT p.ancestor_id AS id, p.depth, count(*)::int AS n, sum(r.earned)::text AS amount
      FROM referral_paths p
      LEFT JOIN reward_earnings r
        ON r.source_user_id = p.descendant_id AND r.user_id = ${viewerId}::uuid AND r.earned > 0
     WHERE p.ancestor_id = ANY(${sql.param(nodeIds)}::uuid[]) AND p.depth <= ${depthLeft}
     GROUP BY GROUPING SETS ((p.ancestor_id), (p.depth))`);
  for (const { id, depth, n, amount } of result.rows) {
    if (id !== null) facts.set(id, { descendants: n, rewardsBelow: amount ?? '0' });
    else if (depth !== null) membersBelow.set(level + depth, n);
  }
  return { facts, membersBelow };
}
