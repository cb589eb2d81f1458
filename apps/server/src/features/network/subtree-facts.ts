import { MAX_LEVEL } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import type { SubtreeFacts } from './build-tree';
import { earnedFromBelow } from './viewer-earnings';

/**
 * Counts below each of `nodeIds` (all at `level` in the viewer's tree) within the viewer's 15
 * levels, and what the viewer earned from those members: one grouped query each, not one per node.
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
  const [counts, earned] = await Promise.all([
    db.execute<{ id: string; n: number }>(sql`
      SELECT ancestor_id AS id, count(*)::int AS n
        FROM referral_paths
       WHERE ancestor_id = ANY(${sql.param(nodeIds)}::uuid[]) AND depth <= ${depthLeft}
       GROUP BY ancestor_id`),
    earnedFromBelow(db, viewerId, nodeIds, depthLeft),
  ]);
  for (const { id, n } of counts.rows) facts.set(id, { descendants: n, rewardsBelow: earned.get(id) ?? '0' });
  return facts;
}
