import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readAll, readInSnapshot } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { withdrawals } from '../../withdrawals/withdrawals.tables';
import { adminSummary } from '../admin.tables';
import {
  amountOf,
  countKinds,
  countOf,
  keyIn,
  liveAccountKinds,
  metricIs,
  runningSubscriptions,
} from '../summaries/admin-summary';
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
 * `GET /users/admin/overall-stats`: the counts and sums come from the summaries the writes keep
 * (ADR 0018: accounts by kind and by sign-up day, running subscriptions, withdrawals per status,
 * the ledger per kind), plus two short index reads for the recent lists. Members only: admins are
 * not counted as users.
 */
export async function overallStats(deps: { db: DbOrTx; now: () => Date }, between: BetweenReads = {}) {
  return readInSnapshot(deps.db, (tx) => readOverallStats(tx, deps.now(), between));
}

/** The figures from one snapshot: an account or a withdrawal committing meanwhile cannot set them apart. */
async function readOverallStats(db: DbOrTx, now: Date, between: BetweenReads) {
  const members = and(isNull(users.deletedAt), eq(users.isAdmin, false));
  const kinds = await liveAccountKinds(db);
  await between.afterFirstRead?.(); // after the account counts, before the rest
  const [running, [today], [money], [distributed], recentWithdrawals, recentUsers] = await readAll(db, [
    () => runningSubscriptions(db, now),
    () =>
      db
        .select({ n: countOf(keyIn(['member'])) })
        .from(adminSummary)
        .where(and(metricIs('joined'), gte(adminSummary.bucket, startOfUtcDay(now)))),
    () =>
      db
        .select({
          pendingCount: countOf(keyIn(['PENDING'])),
          totalAmount: amountOf(keyIn(['PENDING', 'APPROVED'])),
        })
        .from(adminSummary)
        .where(metricIs('withdrawals')),
    // Every reward distributed and not forfeited: credited, or locked and still waiting.
    () =>
      db
        .select({
          total: sql<string>`(${amountOf(keyIn(['REWARD_CREDIT', 'REWARD_LOCKED']))}::numeric - ${amountOf(keyIn(['LOCK_FORFEIT']))}::numeric)::text`,
        })
        .from(adminSummary)
        .where(and(metricIs('ledger'), keyIn(['REWARD_CREDIT', 'REWARD_LOCKED', 'LOCK_FORFEIT']))),
    () => recentWithdrawalsOf(db),
    () =>
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
  const people = {
    totalUsers: countKinds(kinds, (k) => !k.admin),
    completedOnboarding: running.count({ admin: false, linked: true }),
    newUsersToday: today?.n ?? 0,
  };
  return {
    users: people,
    withdrawals: money ?? { pendingCount: 0, totalAmount: '0' },
    rewards: { totalDistributed: distributed?.total ?? '0' },
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
