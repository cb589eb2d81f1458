import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';

/** How many members the viewer has at each level 1-15 (index-only, one grouped query). */
export async function readDepthCounts(db: DbOrTx, viewerId: string): Promise<Map<number, number>> {
  const result = await db.execute<{ depth: number; n: number }>(sql`
    SELECT depth, count(*)::int AS n FROM referral_paths WHERE ancestor_id = ${viewerId}::uuid GROUP BY depth`);
  return new Map(result.rows.map((r) => [r.depth, r.n]));
}

/**
 * The same for the viewer's first `limit` members in level order only (index-only, at most `limit`
 * rows): the levels before the last one it reaches are counted whole. Enough to choose the levels a
 * tree answer carries (tree-levels.ts) when `limit` is its budget + 1; the levels below those come
 * from the deepest carried level's facts (subtree-facts.ts `readDeepestFacts`), not from a second
 * pass over the whole network (ADR 0022).
 */
export async function readDepthCountsWithin(db: DbOrTx, viewerId: string, limit: number) {
  const result = await db.execute<{ depth: number; n: number }>(sql`
    SELECT depth, count(*)::int AS n
      FROM (SELECT depth FROM referral_paths WHERE ancestor_id = ${viewerId}::uuid ORDER BY depth LIMIT ${limit}) head
     GROUP BY depth`);
  return new Map(result.rows.map((r) => [r.depth, r.n]));
}

/** The tree's statistics over the viewer's whole network (all 15 levels, whatever the view). */
export function treeStatistics(
  countsByDepth: ReadonlyMap<number, number>,
  earnings: { total: string; average: string; locked: string },
) {
  const totalReferrals = [...countsByDepth.values()].reduce((sum, n) => sum + n, 0);
  const directReferrals = countsByDepth.get(1) ?? 0;
  const levelsWithMembers = [...countsByDepth].filter(([, n]) => n > 0).map(([depth]) => depth);
  return {
    totalReferrals,
    directReferrals,
    indirectReferrals: totalReferrals - directReferrals,
    maxDepthReached: Math.max(0, ...levelsWithMembers),
    totalEarningsFromTree: earnings.total,
    lockedEarningsFromTree: earnings.locked,
    averageEarningsPerReferral: earnings.average,
  };
}
