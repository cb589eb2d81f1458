import { and, eq } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readAll, readPageInSnapshot } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { moneySortExpression } from '../shared/member-money';
import { offsetOf, totalPagesOf } from '../../../shared/paging';
import { type AdminUsersQuery, adminUsersOrder, adminUsersWhere, sortField } from './admin-user-query';
import { type AdminUserRow, adminUserColumns, referrerJoin, toAdminUser } from './admin-user-row';
import { pageExtras } from './page-extras';
import { countAdminUsers } from './count-admin-users';
import { type SignUpWindow, signUpWindow } from './sign-up-window';
import { userListStats } from './user-list-stats';

/** The users list's rows in its order, as a query (the CSV export streams the same one). */
export function adminUsersSelect(db: DbOrTx, query: Omit<AdminUsersQuery, 'page' | 'limit'>, now: Date) {
  const field = sortField(query.sort);
  const money = field === 'totalRewards' || field === 'balance' ? moneySortExpression(field) : undefined;
  return db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(...referrerJoin)
    .where(adminUsersWhere(query, now))
    .orderBy(...adminUsersOrder(query.sort, money));
}

/**
 * One page of the list: the page's ids first, from `users` alone in the list's order (for the
 * default order an index-only range of `users_live_created_idx`), then only those rows are read
 * and joined to their referrer. A deep page no longer joins every row it skips (issue 16).
 * `window` narrows the ids' range to where the page starts (`signUpWindow`): the offset then
 * counts from there.
 */
export function adminUsersPage(db: DbOrTx, query: AdminUsersQuery, now: Date, window?: SignUpWindow) {
  const field = sortField(query.sort);
  const money = field === 'totalRewards' || field === 'balance' ? moneySortExpression(field) : undefined;
  const order = adminUsersOrder(query.sort, money);
  const page = db
    .select({ id: users.id })
    .from(users)
    .where(and(adminUsersWhere(query, now), window?.where))
    .orderBy(...order)
    .limit(query.limit)
    .offset(window?.offset ?? offsetOf(query.page, query.limit))
    .as('page');
  return db
    .select(adminUserColumns)
    .from(users)
    .innerJoin(page, eq(page.id, users.id))
    .leftJoin(...referrerJoin)
    .orderBy(...order);
}

/**
 * `GET /users/admin/all`: a page of accounts, the spec's paging fields and stats over every
 * account, from one snapshot: an account signing up, changing status or paying meanwhile cannot
 * set the page (and its rows' figures) apart from its total and stats.
 */
export async function listAdminUsers(
  deps: { db: DbOrTx; now: () => Date },
  query: AdminUsersQuery,
  between: BetweenReads = {},
) {
  const now = deps.now();
  // Without search or filters the list is every account: the stats count them already.
  const narrowed = Boolean(query.search) || Object.values(query.filters ?? {}).some((v) => v !== undefined);
  const [rows, [total, stats, extras]] = await readPageInSnapshot(
    deps.db,
    {
      page: async (tx) => {
        const window = narrowed ? undefined : await signUpWindow(tx, query);
        return adminUsersPage(tx, query, now, window);
      },
      rest: (tx, page) =>
        readAll(tx, [
          () => (narrowed ? countAdminUsers(tx, query, now) : Promise.resolve(undefined)),
          () => userListStats(tx, now),
          () =>
            pageExtras(
              tx,
              page.map((r) => r.id),
            ),
        ]),
    },
    between,
  );
  const totalUsers = total ?? stats.totalUsers;
  const totalPages = totalPagesOf(totalUsers, query.limit);
  return {
    users: rows.map((row) => toAdminUser(row as AdminUserRow, extras, now)),
    pagination: {
      currentPage: query.page,
      totalPages,
      totalUsers,
      limit: query.limit,
      hasNext: query.page < totalPages,
      hasPrev: query.page > 1,
    },
    stats,
  };
}
