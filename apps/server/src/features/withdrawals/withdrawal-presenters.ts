import type { Person, Withdrawal } from '@app/contract';
import type { WithdrawalRow } from './withdrawals.tables';

/**
 * Rows in the contract's shapes. Amounts stay the database's decimal strings; the contract's
 * money schema rounds and converts them at the edge.
 */
type WithdrawalOut = Omit<Withdrawal, 'amount' | 'requestedAt' | 'processedAt' | 'payoutConfirmedAt'> & {
  amount: string;
  requestedAt: Date;
  processedAt: Date | null;
  payoutConfirmedAt: Date | null;
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
  payoutStatus: row.payoutStatus,
  payoutFailure: row.payoutFailure,
  payoutConfirmedAt: row.payoutConfirmedAt,
});

export type Approver = { firstName: string; lastName: string; userId: string };

export type AdminWithdrawalOut = WithdrawalOut & {
  user: Person;
  payoutMethod: WithdrawalRow['payoutMethod'];
  payoutNote: string | null;
  firstApproval: { admin: Approver; at: Date } | null;
};

/** The admin shape; `approvers` names the admin of a first approval (four eyes) by id. */
export const toAdminWithdrawal = (
  row: WithdrawalRow,
  user: Person,
  approvers: ReadonlyMap<string, Approver> = new Map(),
): AdminWithdrawalOut => {
  const approver = row.firstApprovedById ? approvers.get(row.firstApprovedById) : undefined;
  return {
    ...toWithdrawal(row),
    user,
    payoutMethod: row.payoutMethod,
    payoutNote: row.payoutNote,
    firstApproval:
      row.firstApprovedAt && row.firstApprovedById
        ? {
            admin: approver ?? { firstName: 'An', lastName: 'administrator', userId: row.firstApprovedById },
            at: row.firstApprovedAt,
          }
        : null,
  };
};

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
