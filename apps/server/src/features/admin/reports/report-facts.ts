import { count, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { activityEvents } from '../../activity/activity.tables';
import { keptNetworkCountsFor } from '../../network';

/** Direct (level 1) and total (levels 1-15) referrals of several members, from the kept counts. */
export async function referralCountsFor(db: DbOrTx, ids: string[]) {
  const networks = await keptNetworkCountsFor(db, ids);
  return new Map(
    [...networks].map(([id, { byDepth }]) => [
      id,
      { direct: byDepth.get(1) ?? 0, total: [...byDepth.values()].reduce((sum, n) => sum + n, 0) },
    ]),
  );
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
