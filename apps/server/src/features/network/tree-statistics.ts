import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';

/**
 * How many members the viewer has at each level 1-15, from the counts the closure rows' writes keep
 * (`referral_network_counts`, ADR 0023: at most 90 rows per member, whatever the network's size)
 * instead of counting the closure rows (103,110 index entries for the 1M bench member: ADR 0026).
 * Levels without members are left out, as a count of closure rows would.
 */
export async function readKeptDepthCounts(db: DbOrTx, viewerId: string): Promise<Map<number, number>> {
  const result = await db.execute<{ depth: number; n: number }>(sql`
    SELECT depth, sum(members)::int AS n
      FROM referral_network_counts
     WHERE ancestor_id = ${viewerId}::uuid
     GROUP BY depth
    HAVING sum(members) > 0`);
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
