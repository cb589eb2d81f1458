import type { Person, Withdrawal } from '@app/contract';
import type { WithdrawalRow } from './withdrawals.tables';

/**
 * Rows in the contract's shapes. Amounts stay the database's decimal strings; the contract's
 * money schema rounds and converts them at the edge.
 */
type WithdrawalOut = Omit<Withdrawal, 'amount' | 'requestedAt' | 'processedAt'> & {
  amount: string;
  requestedAt: Date;
  processedAt: Date | null;
};

export const toWithdrawal = (row: WithdrawalRow): WithdrawalOut => ({
  _id: row.id,
  amount: row.amount,
  walletAddress: row.walletAddress,
  asset: row.asset,
  status: row.status,
  reason: row.reason,
  requestedAt: row.requestedAt,
  processedAt: row.processedAt,
  transactionHash: row.transactionHash,
});

export type AdminWithdrawalOut = WithdrawalOut & { user: Person };

export const toAdminWithdrawal = (row: WithdrawalRow, user: Person): AdminWithdrawalOut => ({
  ...toWithdrawal(row),
  user,
});

/** Paging fields of the withdrawal lists; an empty list still has one (empty) page. */
export const withdrawalPagination = (
  page: number,
  limit: number,
  totalRecords: number,
  resultsCount: number,
) => {
  const totalPages = Math.max(1, Math.ceil(totalRecords / limit));
  return {
    currentPage: page,
    totalPages,
    totalRecords,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    limit,
    resultsCount,
  };
};
