import { count, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { activityEvents } from '../../activity/activity.tables';
import { referralPaths } from '../../network/network.tables';

/** Direct (level 1) and total (levels 1-15) referrals of several members, in one grouped query. */
export async function referralCountsFor(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { direct: number; total: number }>();
  const rows = await db
    .select({
      id: referralPaths.ancestorId,
      direct: sql<number>`count(*) filter (where ${referralPaths.depth} = 1)`.mapWith(Number),
      total: count(),
    })
    .from(referralPaths)
    .where(inArray(referralPaths.ancestorId, ids))
    .groupBy(referralPaths.ancestorId);
  return new Map(rows.map((r) => [r.id, { direct: r.direct, total: r.total }]));
}

/** How many events and the latest one, per member, in one grouped query. */
export async function activityFactsFor(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { count: number; last: Date | null }>();
  const rows = await db
    .select({ id: activityEvents.userId, n: count(), last: max(activityEvents.createdAt) })
    .from(activityEvents)
    .where(inArray(activityEvents.userId, ids))
    .groupBy(activityEvents.userId);
  return new Map(rows.map((r) => [r.id, { count: r.n, last: r.last }]));
}
