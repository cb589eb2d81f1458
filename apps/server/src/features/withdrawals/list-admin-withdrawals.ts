import { count, eq, sql } from 'drizzle-orm';
import { type BetweenReads, type Db, type DbOrTx, readPageInSnapshot } from '../../infra/db/client';
import { users } from '../users/users.tables';
import {
  type AdminWithdrawalFilter,
  type AdminWithdrawalSort,
  adminWithdrawalOrder,
  adminWithdrawalWhere,
} from './admin-withdrawal-query';
import { toAdminWithdrawal, withdrawalPagination } from './withdrawal-presenters';
import { withdrawalsRepository } from './withdrawals.repository';
import { withdrawals } from './withdrawals.tables';

export interface AdminWithdrawalPage extends AdminWithdrawalFilter {
  page: number;
  limit: number;
  sort: AdminWithdrawalSort;
}

const person = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userId: users.userId,
};

const sumWhere = (status: string) =>
  sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = ${status}), 0)`;
const countWhere = (status: string) =>
  sql<number>`count(*) filter (where ${withdrawals.status} = ${status})`.mapWith(Number);

/** Totals over every withdrawal that matches (not just the page), in one aggregate query. */
export async function adminWithdrawalStatistics(db: DbOrTx, filter: AdminWithdrawalFilter) {
  const [row] = await db
    .select({
      total: count(),
      pending: countWhere('PENDING'),
      approved: countWhere('APPROVED'),
      rejected: countWhere('REJECTED'),
      blocked: countWhere('BLOCKED_COMPLIANCE'),
      totalRequestedAmount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)`,
      totalApprovedAmount: sumWhere('APPROVED'),
      totalPendingAmount: sumWhere('PENDING'),
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(adminWithdrawalWhere(filter));
  if (!row) throw new Error('aggregate returned no row');
  return row;
}

/** One page of withdrawals with their members, in the admin order. */
export async function adminWithdrawalRows(db: DbOrTx, query: AdminWithdrawalPage) {
  const rows = await db
    .select({ withdrawal: withdrawals, user: person })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(adminWithdrawalWhere(query))
    .orderBy(...adminWithdrawalOrder(query.sort))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const approvers = await withdrawalsRepository.approversOf(
    db,
    rows.map((r) => r.withdrawal),
  );
  return rows.map((r) => toAdminWithdrawal(r.withdrawal, r.user, approvers));
}

/**
 * `GET /withdrawals/admin/all`: a page, the spec's paging fields and statistics over every match,
 * from one snapshot: a decision committing between the reads cannot set the page apart from its
 * statistics. One read after the other: a transaction is one connection.
 */
export async function listAdminWithdrawals(db: Db, query: AdminWithdrawalPage, between: BetweenReads = {}) {
  const [rows, stats] = await readPageInSnapshot(
    db,
    { page: (tx) => adminWithdrawalRows(tx, query), rest: (tx) => adminWithdrawalStatistics(tx, query) },
    between,
  );
  return {
    withdrawals: rows,
    pagination: withdrawalPagination(query.page, query.limit, stats.total, rows.length),
    statistics: {
      total: stats.total,
      pending: stats.pending,
      approved: stats.approved,
      rejected: stats.rejected,
      blocked: stats.blocked,
      totalApprovedAmount: stats.totalApprovedAmount,
      totalPendingAmount: stats.totalPendingAmount,
    },
  };
}
