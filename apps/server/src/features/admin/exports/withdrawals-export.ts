import { eq } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import {
  type AdminWithdrawalFilter,
  adminWithdrawalOrder,
  type AdminWithdrawalSort,
  adminWithdrawalWhere,
} from '../../withdrawals';
import { withdrawals } from '../../withdrawals/withdrawals.tables';
import { csvMoney, csvTable } from './csv';
import { streamSelect } from './stream-select';

const withdrawalColumns = {
  id: withdrawals.id,
  requestedAt: withdrawals.requestedAt,
  amount: withdrawals.amount,
  asset: withdrawals.asset,
  walletAddress: withdrawals.walletAddress,
  status: withdrawals.status,
  reason: withdrawals.reason,
  transactionHash: withdrawals.transactionHash,
  processedAt: withdrawals.processedAt,
  payoutStatus: withdrawals.payoutStatus,
  payoutMethod: withdrawals.payoutMethod,
  payoutFailure: withdrawals.payoutFailure,
  payoutConfirmedAt: withdrawals.payoutConfirmedAt,
};
const memberColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userId: users.userId,
};

type WithdrawalLine = {
  [K in keyof typeof withdrawalColumns]: (typeof withdrawals.$inferSelect)[K];
};
type MemberLine = { firstName: string; lastName: string; email: string; userId: string };
type CsvValue = string | number | Date | null;

const withdrawalCells: { header: string; value: (w: WithdrawalLine) => CsvValue }[] = [
  { header: 'ID', value: (w) => w.id },
  { header: 'Requested', value: (w) => w.requestedAt },
  { header: 'Amount (USDT)', value: (w) => csvMoney(w.amount) },
  { header: 'Asset', value: (w) => w.asset },
  { header: 'Wallet address', value: (w) => w.walletAddress },
  { header: 'Status', value: (w) => w.status },
  { header: 'Reason', value: (w) => w.reason },
  { header: 'Transaction hash', value: (w) => w.transactionHash },
  { header: 'Processed', value: (w) => w.processedAt },
  // Issue 15: the payout beside the status.
  { header: 'Payout status', value: (w) => w.payoutStatus },
  { header: 'Payout method', value: (w) => w.payoutMethod },
  { header: 'Payout failure', value: (w) => w.payoutFailure },
  { header: 'Payout confirmed', value: (w) => w.payoutConfirmedAt },
];
const memberCells: { header: string; value: (m: MemberLine) => CsvValue }[] = [
  { header: 'Member', value: (m) => `${m.firstName} ${m.lastName}` },
  { header: 'Member email', value: (m) => m.email },
  { header: 'Member user ID', value: (m) => m.userId },
];

/**
 * Every withdrawal the admin withdrawals list shows for these filters, in its order: the
 * withdrawals feature's own WHERE and ORDER BY, so both always agree.
 */
export function adminWithdrawalsCsv(db: Db, filter: AdminWithdrawalFilter, sort: AdminWithdrawalSort) {
  const select = { ...withdrawalColumns, ...memberColumns };
  const query = db
    .select(select)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(adminWithdrawalWhere(filter))
    .orderBy(...adminWithdrawalOrder(sort));
  type Line = WithdrawalLine & MemberLine;
  return csvTable<Line>(
    [...withdrawalCells.slice(0, 2), ...memberCells, ...withdrawalCells.slice(2)] as {
      header: string;
      value: (row: Line) => CsvValue;
    }[],
    streamSelect<Line & Record<string, unknown>>(db, query, Object.keys(select) as (keyof Line & string)[]),
  );
}

/** A member's own withdrawals (`GET /withdrawals` order: newest first), optionally of one status. */
export function memberWithdrawalsCsv(db: Db, userId: string, status: WithdrawalLine['status'] | undefined) {
  const query = db
    .select(withdrawalColumns)
    .from(withdrawals)
    .where(adminWithdrawalWhere({ userId, status }))
    .orderBy(...adminWithdrawalOrder('-createdAt'));
  return csvTable<WithdrawalLine>(
    withdrawalCells,
    streamSelect<WithdrawalLine & Record<string, unknown>>(
      db,
      query,
      Object.keys(withdrawalColumns) as (keyof WithdrawalLine & string)[],
    ),
  );
}
