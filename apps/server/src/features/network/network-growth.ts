import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { referralPaths } from './network.tables';

/** 'YYYY-MM' of the UTC month `offset` months after the one `at` falls in. */
const monthKey = (at: Date, offset: number) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);

/**
 * `GET /users/referral-tree/growth`: members who joined the viewer's network (levels 1-15) in each
 * of the last `months` UTC months, this one included, and the network's size at each month's end.
 * Two reads of the closure table's (ancestor_id, depth, descendant_joined_at) index; deleted
 * accounts keep their place in the network, as in the tree's statistics.
 */
export async function getNetworkGrowth(
  deps: { db: DbOrTx; now: () => Date },
  viewerId: string,
  query: { months: number },
) {
  const now = deps.now();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (query.months - 1), 1));
  const joinedMonth = sql<string>`to_char(${referralPaths.descendantJoinedAt} AT TIME ZONE 'UTC', 'YYYY-MM')`;
  const mine = eq(referralPaths.ancestorId, viewerId);
  const [before, perMonth] = await Promise.all([
    deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(referralPaths)
      .where(and(mine, lt(referralPaths.descendantJoinedAt, first))),
    deps.db
      .select({ month: joinedMonth, n: sql<number>`count(*)`.mapWith(Number) })
      .from(referralPaths)
      .where(and(mine, gte(referralPaths.descendantJoinedAt, first)))
      .groupBy(joinedMonth),
  ]);
  const joinedBy = new Map(perMonth.map((r) => [r.month, r.n]));
  let total = before[0]?.n ?? 0;
  return {
    months: Array.from({ length: query.months }, (_, i) => {
      const month = monthKey(first, i);
      const joined = joinedBy.get(month) ?? 0;
      total += joined;
      return { month, joined, total };
    }),
  };
}
