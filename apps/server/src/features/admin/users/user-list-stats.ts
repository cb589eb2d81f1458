import { isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { onboardingCompletedSql, subscriptionPaidSql } from './admin-user-query';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The users list's stat cards: over every (not deleted) account, in one pass over the table. */
export async function userListStats(db: DbOrTx, now: Date) {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)`.mapWith(Number),
      activeUsers: countWhere(sql`${users.status} = 'ACTIVE'`),
      lockedUsers: countWhere(sql`${users.status} = 'LOCKED'`),
      disabledUsers: countWhere(sql`${users.status} = 'DISABLED'`),
      verifiedUsers: countWhere(sql`${users.isEmailVerified}`),
      unverifiedUsers: countWhere(sql`not ${users.isEmailVerified}`),
      onboardingCompleted: countWhere(sql`${onboardingCompletedSql(now)}`),
      subscriptionPaid: countWhere(sql`${subscriptionPaidSql(now)}`),
    })
    .from(users)
    .where(isNull(users.deletedAt));
  if (!row) throw new Error('aggregate returned no row');
  return row;
}
