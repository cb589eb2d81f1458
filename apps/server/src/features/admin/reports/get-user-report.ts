import type { ActivityType } from '@app/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { type BetweenReads, type DbOrTx, readAll, readInSnapshot } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { activityEvents } from '../../activity/activity.tables';
import { describeActivity } from '../../activity';
import { keptNetworkCountsFor } from '../../network';
import { withdrawals } from '../../withdrawals/withdrawals.tables';
import { complianceFor, moneyTotalsFor, rewardBreakdownFor, ZERO_TOTALS } from '../shared/member-money';
import { isSubscriptionPaid } from '../users/admin-user-row';
import { activityFactsFor } from './report-facts';

/** Events shown in a report's recent activity. */
export const RECENT_ACTIVITY = 20;

/**
 * `GET /users/admin/:id/report`: the View Report modal, from the account, ledger, network and
 * activity log, all from one snapshot (a credit, a withdrawal or an event committing meanwhile
 * cannot set the summary apart from the figures and the events beside it).
 */
export async function getUserReport(
  deps: { db: DbOrTx; now: () => Date },
  id: string,
  between: BetweenReads = {},
) {
  return readInSnapshot(deps.db, (tx) => readReport(tx, deps.now(), id, between));
}

async function readReport(db: DbOrTx, now: Date, id: string, between: BetweenReads) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!user) throw new AppError('USER_NOT_FOUND');
  await between.afterFirstRead?.(); // after the account, before its figures

  const [money, breakdown, compliance, activity, networks, [withdrawalCount], recent] = await readAll(db, [
    () => moneyTotalsFor(db, [id]),
    () => rewardBreakdownFor(db, id),
    () => complianceFor(db, [id]),
    () => activityFactsFor(db, [id]),
    () => keptNetworkCountsFor(db, [id]),
    () => db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, id)),
    () =>
      db
        .select()
        .from(activityEvents)
        .where(eq(activityEvents.userId, id))
        .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
        .limit(RECENT_ACTIVITY),
  ]);
  const m = money.get(id) ?? ZERO_TOTALS;
  const network = networks.get(id);
  const levels = [...(network?.byDepth ?? [])].map(([level, n]) => ({ level, n }));
  const direct = network?.byDepth.get(1) ?? 0;
  const total = levels.reduce((sum, l) => sum + l.n, 0);
  const paid = isSubscriptionPaid(user, now);
  const facts = activity.get(id);
  return {
    summary: {
      totalEarned: m.totalRewards,
      balance: m.balance,
      totalReferrals: total,
      activityCount: facts?.count ?? 0,
    },
    basicInfo: {
      _id: user.id,
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      referralCode: user.referralCode,
      bingXUID: user.bingxUid,
      joinedAt: user.createdAt,
    },
    accountStatus: {
      status: user.status,
      isEmailVerified: user.isEmailVerified,
      subscriptionPaid: paid,
      subscriptionExpiresAt: user.subscriptionExpiresAt,
      onboardingCompleted: paid && user.bingxUid !== null,
      compliance: compliance.get(id) ?? 'UNKNOWN',
      lastLogin: user.lastLoginAt,
    },
    financialSummary: {
      totalEarned: m.totalRewards,
      balance: m.balance,
      heldForWithdrawals: breakdown.held,
      totalWithdrawn: m.totalWithdrawn,
      directRewards: breakdown.direct,
      downlineRewards: breakdown.downline,
      rewardsCount: breakdown.count,
      withdrawalsCount: withdrawalCount?.n ?? 0,
    },
    referralSummary: {
      direct,
      total,
      activeDirect: network?.activeDirect ?? 0,
      byLevel: levels.map((l) => ({ level: l.level, count: l.n })),
    },
    recentActivity: recent.map((e) => {
      const details = (e.details ?? {}) as Record<string, unknown>;
      return {
        _id: String(e.id),
        type: e.type as ActivityType,
        description: describeActivity(e.type as ActivityType, details),
        details,
        createdAt: e.createdAt,
      };
    }),
  };
}
