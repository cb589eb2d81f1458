import type { ParsedQueryOf, endpoints } from '@app/contract';
import { type SQL, and, count, eq, ilike, isNull } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readAll, readPageInSnapshot } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { complianceFor, moneyTotalsFor, ZERO_TOTALS } from '../shared/member-money';
import { pageInfo } from '../../../shared/paging';
import { containsPattern } from '../../../shared/search';
import { userSearchText, usersRepository } from '../../users';
import { countKinds, liveAccountKinds } from '../summaries/admin-summary';
import { isSubscriptionPaid } from '../users/admin-user-row';
import { activityFactsFor, referralCountsFor } from './report-facts';

type Query = ParsedQueryOf<typeof endpoints.userReports>;

/** How many members the reports list: from the accounts' summary (ADR 0018) unless searched. */
async function countReported(db: DbOrTx, query: Query, where: SQL | undefined): Promise<number> {
  if (!query.search) {
    const kinds = await liveAccountKinds(db);
    return countKinds(kinds, (k) => !k.admin && (!query.status || k.status === query.status));
  }
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

/**
 * `GET /users/admin/reports`: members (admins are not reported on), newest first, with their
 * financial, trading, referral and activity figures, each read for the whole page at once. The
 * page, its total and its figures come from one snapshot: a sign-up, a payment or a withdrawal
 * committing meanwhile cannot set them apart.
 */
export async function listUserReports(
  deps: { db: DbOrTx; now: () => Date },
  query: Query,
  between: BetweenReads = {},
) {
  const now = deps.now();
  const where = and(
    isNull(users.deletedAt),
    eq(users.isAdmin, false),
    query.status ? eq(users.status, query.status) : undefined,
    query.search ? ilike(userSearchText, containsPattern(query.search)) : undefined,
  );
  const [rows, [total, money, referrals, activity, compliance]] = await readPageInSnapshot(
    deps.db,
    {
      page: (tx) => usersRepository.newestFirstPage(tx, where, query),
      rest: (tx, page) => {
        const ids = page.map((r) => r.id);
        return readAll(tx, [
          () => countReported(tx, query, where),
          () => moneyTotalsFor(tx, ids),
          () => referralCountsFor(tx, ids),
          () => activityFactsFor(tx, ids),
          () => complianceFor(tx, ids),
        ]);
      },
    },
    between,
  );
  return {
    users: rows.map((u) => {
      const m = money.get(u.id) ?? ZERO_TOTALS;
      return {
        _id: u.id,
        userId: u.userId,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        status: u.status,
        joinedAt: u.createdAt,
        financial: { balance: m.balance, totalEarned: m.totalRewards, totalWithdrawn: m.totalWithdrawn },
        trading: {
          bingXUID: u.bingxUid,
          subscriptionPaid: isSubscriptionPaid(u, now),
          compliance: compliance.get(u.id) ?? 'UNKNOWN',
        },
        referral: referrals.get(u.id) ?? { direct: 0, total: 0 },
        activity: {
          lastLogin: u.lastLoginAt,
          lastActivity: activity.get(u.id)?.last ?? null,
          activityCount: activity.get(u.id)?.count ?? 0,
        },
      };
    }),
    pagination: pageInfo(query.page, query.limit, total),
  };
}
