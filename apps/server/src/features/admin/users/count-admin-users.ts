import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { countKinds, liveAccountKinds } from '../summaries/admin-summary';
import { type AdminUsersQuery, adminUsersWhere } from './admin-user-query';

/**
 * How many accounts the list's search and filters keep. Filters on what the summary counts
 * accounts by (status, e-mail check, role, exchange link) without a search are read from it
 * (ADR 0018); a search or a subscription filter (which depends on the time) counts the rows.
 */
export async function countAdminUsers(db: DbOrTx, query: AdminUsersQuery, now: Date): Promise<number> {
  const f = query.filters ?? {};
  if (!query.search && f.subscriptionPaid === undefined && f.onboardingCompleted === undefined) {
    const kinds = await liveAccountKinds(db);
    return countKinds(
      kinds,
      (k) =>
        (f.status === undefined || k.status === f.status) &&
        (f.isEmailVerified === undefined || k.verified === f.isEmailVerified) &&
        (f.isAdmin === undefined || k.admin === f.isAdmin) &&
        (f.bingxLinked === undefined || k.linked === f.bingxLinked),
    );
  }
  const [row] = await db.select({ n: count() }).from(users).where(adminUsersWhere(query, now));
  return row?.n ?? 0;
}
