import type { ParsedQueryOf, endpoints } from '@app/contract';
import { and, count, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readAll, readPageInSnapshot } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { userSearchText, usersRepository } from '../../users';
import { pageInfo } from '../../../shared/paging';
import { containsPattern } from '../../../shared/search';
import { depositTransfers, subscriptionCreditHolds } from '../onboarding.tables';
import {
  type DepositFigures,
  depositFiguresFor,
  depositSummary,
  hasTransferWhere,
  isSetAsideSql,
  isWaitingSql,
} from './deposit-figures';

type Query = ParsedQueryOf<typeof endpoints.adminDeposits>;
type UserRow = typeof users.$inferSelect;

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

const FILTERS: Record<Query['filter'], SQL | undefined> = {
  received: hasTransferWhere(users.id),
  'set-aside': hasTransferWhere(users.id, isSetAsideSql),
  waiting: hasTransferWhere(users.id, isWaitingSql),
  overpaid: sql`EXISTS (SELECT 1 FROM ${subscriptionCreditHolds} WHERE ${subscriptionCreditHolds.userId} = ${users.id})`,
  all: undefined,
};

/** A member's deposit address as the deposits page lists it. */
export const depositAddressRow = (user: UserRow, figures: DepositFigures) => ({
  _id: user.id,
  userId: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  status: user.status,
  walletAddress: user.walletAddress ?? '',
  ...figures,
});

/**
 * `GET /admin/deposits`: the members' deposit addresses (by default those that received
 * something), newest member first, each with what came in on the chain, what was credited, what
 * the periods used, the credit and the overpayment the cap holds back; and totals over all.
 * Deleted members stay listed: a late payment still finds their account. The page, its figures,
 * its total and the totals come from one snapshot (a transfer or credit committing meanwhile
 * cannot set them apart).
 */
export async function listDepositAddresses(db: DbOrTx, query: Query, between: BetweenReads = {}) {
  const search = query.search
    ? TX_HASH.test(query.search)
      ? hasTransferWhere(users.id, eq(depositTransfers.txHash, query.search.toLowerCase()))
      : or(
          ilike(userSearchText, containsPattern(query.search)),
          ilike(users.walletAddress, containsPattern(query.search)),
        )
    : undefined;
  const where = and(isNotNull(users.walletAddress), FILTERS[query.filter], search);
  const [rows, [[total], summary, figures]] = await readPageInSnapshot(
    db,
    {
      page: (tx) => usersRepository.newestFirstPage(tx, where, query),
      rest: (tx, page) =>
        readAll(tx, [
          () => tx.select({ n: count() }).from(users).where(where),
          () => depositSummary(tx),
          () =>
            depositFiguresFor(
              tx,
              page.map((r) => r.id),
            ),
        ]),
    },
    between,
  );
  return {
    summary,
    addresses: rows.map((user) => depositAddressRow(user, figures.get(user.id)!)),
    pagination: pageInfo(query.page, query.limit, total?.n ?? 0),
  };
}
