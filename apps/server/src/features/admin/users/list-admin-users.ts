import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { moneySortExpression } from '../shared/member-money';
import { offsetOf, totalPagesOf } from '../../../shared/paging';
import { type AdminUsersQuery, adminUsersOrder, adminUsersWhere, sortField } from './admin-user-query';
import { type AdminUserRow, adminUserColumns, referrerJoin, toAdminUser } from './admin-user-row';
import { pageExtras } from './page-extras';
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
 */
export function adminUsersPage(db: DbOrTx, query: AdminUsersQuery, now: Date) {
  const field = sortField(query.sort);
  const money = field === 'totalRewards' || field === 'balance' ? moneySortExpression(field) : undefined;
  const order = adminUsersOrder(query.sort, money);
  const page = db
    .select({ id: users.id })
    .from(users)
    .where(adminUsersWhere(query, now))
    .orderBy(...order)
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit))
    .as('page');
  return db
    .select(adminUserColumns)
    .from(users)
    .innerJoin(page, eq(page.id, users.id))
    .leftJoin(...referrerJoin)
    .orderBy(...order);
}

/** `GET /users/admin/all`: a page of accounts, the spec's paging fields and stats over every account. */
export async function listAdminUsers(deps: { db: DbOrTx; now: () => Date }, query: AdminUsersQuery) {
  const { db } = deps;
  const now = deps.now();
  // Without search or filters the list is every account: the stats' pass counted them already.
  const narrowed = Boolean(query.search) || Object.values(query.filters ?? {}).some((v) => v !== undefined);
  const [rows, [total], stats] = await Promise.all([
    adminUsersPage(db, query, now),
    narrowed ? db.select({ n: count() }).from(users).where(adminUsersWhere(query, now)) : [undefined],
    userListStats(db, now),
  ]);
  const extras = await pageExtras(
    db,
    rows.map((r) => r.id),
  );
  const totalUsers = narrowed ? (total?.n ?? 0) : stats.totalUsers;
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
