import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';

/** A member's network from the kept counts: members per level, and active direct referrals. */
export interface KeptNetworkCounts {
  /** Members at each level 1-15 that has any, in level order. */
  byDepth: Map<number, number>;
  /** Level-1 members whose account is ACTIVE. */
  activeDirect: number;
}

/**
 * The networks of several members from the counts the closure rows' writes keep
 * (`referral_network_counts`, ADR 0023: at most 90 rows per member, whatever the network's size)
 * instead of counting the closure rows (103,110 index entries for the 1M bench member: ADR 0026).
 * Levels without members are left out, as a count of closure rows would; a member without any
 * has no entry.
 */
export async function keptNetworkCountsFor(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, KeptNetworkCounts>> {
  const networks = new Map<string, KeptNetworkCounts>();
  if (ids.length === 0) return networks;
  const result = await db.execute<{ id: string; depth: number; n: number; active: number }>(sql`
    SELECT ancestor_id AS id, depth, sum(members)::int AS n,
           coalesce(sum(members) FILTER (WHERE descendant_status = 'ACTIVE'), 0)::int AS active
      FROM referral_network_counts
     WHERE ancestor_id = ANY(${`{${ids.join(',')}}`}::uuid[])
     GROUP BY ancestor_id, depth
    HAVING sum(members) > 0
     ORDER BY ancestor_id, depth`);
  for (const { id, depth, n, active } of result.rows) {
    const network = networks.get(id) ?? { byDepth: new Map<number, number>(), activeDirect: 0 };
    network.byDepth.set(depth, n);
    if (depth === 1) network.activeDirect = active;
    networks.set(id, network);
  }
  return networks;
}

/** How many members the viewer has at each level 1-15 (`keptNetworkCountsFor`). */
export async function readKeptDepthCounts(db: DbOrTx, viewerId: string): Promise<Map<number, number>> {
  return (await keptNetworkCountsFor(db, [viewerId])).get(viewerId)?.byDepth ?? new Map();
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
