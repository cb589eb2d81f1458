import type { DbOrTx, Db } from '../../../infra/db/client';
import type { AdminUsersQuery } from '../users/admin-user-query';
import { type AdminUserRow, adminUserColumns, toAdminUser } from '../users/admin-user-row';
import { adminUsersSelect } from '../users/list-admin-users';
import { pageExtras } from '../users/page-extras';
import { csvMoney, csvTable } from './csv';
import { streamSelect } from './stream-select';

type AdminUser = ReturnType<typeof toAdminUser>;

const columns: { header: string; value: (u: AdminUser) => string | number | boolean | Date | null }[] = [
  { header: 'ID', value: (u) => u._id },
  { header: 'User ID', value: (u) => u.userId },
  { header: 'First name', value: (u) => u.firstName },
  { header: 'Last name', value: (u) => u.lastName },
  { header: 'Email', value: (u) => u.email },
  { header: 'Status', value: (u) => u.status },
  { header: 'Email verified', value: (u) => u.isEmailVerified },
  { header: 'Administrator', value: (u) => u.isAdmin },
  { header: 'Exchange UID', value: (u) => u.bingXUID ?? null },
  { header: 'Referral code', value: (u) => u.referralCode },
  { header: 'Referred by', value: (u) => u.referredBy?.userId ?? null },
  { header: 'Subscription paid', value: (u) => u.subscriptionFee.paid },
  { header: 'Subscription paid at', value: (u) => u.subscriptionFee.timestamp },
  { header: 'Total rewards (USDT)', value: (u) => csvMoney(u.totalRewards) },
  { header: 'Total withdrawals (USDT)', value: (u) => csvMoney(u.totalWithdrawals) },
  { header: 'Balance (USDT)', value: (u) => csvMoney(u.balance) },
  { header: 'Total withdrawn (USDT)', value: (u) => csvMoney(u.totalWithdrawn) },
  { header: 'Total referrals', value: (u) => u.referralStats.totalReferrals },
  { header: 'Joined', value: (u) => u.createdAt },
  { header: 'Last login', value: (u) => u.lastLogin },
];

/** Every account the users list shows for these filters, in its order, batch by batch. */
async function* adminUserBatches(db: Db, query: Omit<AdminUsersQuery, 'page' | 'limit'>, now: Date) {
  const fields = Object.keys(adminUserColumns) as (keyof AdminUserRow)[];
  for await (const rows of streamSelect<AdminUserRow & Record<string, unknown>>(
    db,
    adminUsersSelect(db as DbOrTx, query, now),
    fields,
  )) {
    const extras = await pageExtras(
      db,
      rows.map((r) => r.id),
    );
    yield rows.map((row) => toAdminUser(row, extras, now));
  }
}

export const usersCsv = (db: Db, query: Omit<AdminUsersQuery, 'page' | 'limit'>, now: Date) =>
  csvTable(columns, adminUserBatches(db, query, now));
