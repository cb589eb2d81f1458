import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { withdrawals } from '../../withdrawals/withdrawals.tables';
import { totalRewardsDistributed } from '../shared/member-money';
import { onboardingCompletedSql } from '../users/admin-user-query';

const RECENT = 5;

/**
 * The newest withdrawals with their member's name: the five rows are taken from the requested_at
 * index first and only they are joined (never a join over every withdrawal).
 */
function recentWithdrawalsOf(db: DbOrTx) {
  const recent = db
    .select({
      id: withdrawals.id,
      userId: withdrawals.userId,
      amount: withdrawals.amount,
      requestedAt: withdrawals.requestedAt,
      status: withdrawals.status,
    })
    .from(withdrawals)
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
    .limit(RECENT)
    .as('recent');
  return db
    .select({
      id: recent.id,
      amount: recent.amount,
      requestedAt: recent.requestedAt,
      status: recent.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(recent)
    .innerJoin(users, eq(users.id, recent.userId))
    .orderBy(desc(recent.requestedAt), desc(recent.id));
}

/** Midnight UTC of `now`'s day: "today" on the dashboard is the UTC day. */
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * `GET /users/admin/overall-stats`: a handful of aggregate queries (one pass over the accounts,
 * one over the withdrawals, the rewards total) and two short index reads for the recent lists.
 * Members only: admins are not counted as users.
 */
export async function overallStats(deps: { db: DbOrTx; now: () => Date }) {
  const { db } = deps;
  const now = deps.now();
  const members = and(isNull(users.deletedAt), eq(users.isAdmin, false));
  const [[people], [money], distributed, recentWithdrawals, recentUsers] = await Promise.all([
    db
      .select({
        totalUsers: sql<number>`count(*)`.mapWith(Number),
        completedOnboarding: sql<number>`count(*) filter (where ${onboardingCompletedSql(now)})`.mapWith(
          Number,
        ),
        newUsersToday:
          sql<number>`count(*) filter (where ${users.createdAt} >= ${startOfUtcDay(now)})`.mapWith(Number),
      })
      .from(users)
      .where(members),
    db
      .select({
        pendingCount: sql<number>`count(*) filter (where ${withdrawals.status} = 'PENDING')`.mapWith(Number),
        totalAmount: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} in ('PENDING', 'APPROVED')), 0)::text`,
      })
      .from(withdrawals),
    totalRewardsDistributed(db),
    recentWithdrawalsOf(db),
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        createdAt: users.createdAt,
        onboardingCompleted: sql<boolean>`coalesce(${onboardingCompletedSql(now)}, false)`,
      })
      .from(users)
      .where(members)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(RECENT),
  ]);
  return {
    users: people ?? { totalUsers: 0, completedOnboarding: 0, newUsersToday: 0 },
    withdrawals: money ?? { pendingCount: 0, totalAmount: '0' },
    rewards: { totalDistributed: distributed },
    recentWithdrawals: recentWithdrawals.map((w) => ({
      _id: w.id,
      user: { name: `${w.firstName} ${w.lastName}` },
      amount: w.amount,
      createdAt: w.requestedAt,
      status: w.status,
    })),
    recentJoinedUsers: recentUsers.map((u) => ({
      _id: u.id,
      name: `${u.firstName} ${u.lastName}`,
      email: u.email,
      joinedAt: u.createdAt,
      onboardingCompleted: u.onboardingCompleted,
    })),
  };
}
