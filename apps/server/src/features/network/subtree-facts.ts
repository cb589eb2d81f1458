import { MAX_LEVEL } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import type { SubtreeFacts } from './build-tree';

/**
 * Counts below each of `nodeIds` (all at `level` in the viewer's tree) within the viewer's 15
 * levels, and what the viewer earned from those members (as viewer-earnings.ts `earnedFromBelow`:
 * a summary row whose `earned` is 0, all forfeited, counts as no reward): one grouped query over
 * those members' closure rows, not one per node, and not one pass for the counts and another for
 * the earnings (ADR 0022: the same ~86,000 rows for the bench member's first load). The viewer's
 * summary rows lie in their key order (the cycle writes them sorted by recipient and source, ADR
 * 0026), so reading them for the hash visits each page once.
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
