import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { type NetworkFilter, networkFilterCondition } from './network-filter';
import { withoutParallelWorkers } from './serial-reads';

/**
 * The statistics of a member's whole network (levels 1-15, whatever the filter) and how many of
 * its members match the filter, in one pass over the member's index range. Deleted members count
 * in the total only (the closure rows hold them as DISABLED, unlinked, unpaid).
 */
export async function countNetwork(db: Db, viewerId: string, filter: NetworkFilter, now: Date) {
  const matching = networkFilterCondition(filter) ?? sql`true`;
  const result = await db.transaction(async (tx) => {
    await withoutParallelWorkers(tx);
    return tx.execute<{
      total: number;
      active: number;
      linked: number;
      paid: number;
      matching: number;
    }>(sql`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE descendant_status = 'ACTIVE')::int AS active,
           count(*) FILTER (WHERE descendant_linked)::int AS linked,
           count(*) FILTER (WHERE descendant_paid_until > ${now.toISOString()}::timestamptz)::int AS paid,
           count(*) FILTER (WHERE ${matching})::int AS matching
      FROM referral_paths
     WHERE ancestor_id = ${viewerId}::uuid`);
  });
  const row = result.rows[0] ?? { total: 0, active: 0, linked: 0, paid: 0, matching: 0 };
  return {
    statistics: {
      totalReferrals: row.total,
      activeReferrals: row.active,
      bingxLinked: row.linked,
      paidSubscriptions: row.paid,
    },
    matching: row.matching,
  };
}
