import type { WithdrawalStatus } from '@app/contract';
import { type SQL, and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { users } from '../users/users.tables';
import { withdrawals } from './withdrawals.tables';

export interface AdminWithdrawalFilter {
  search?: string | undefined;
  status?: WithdrawalStatus | undefined;
  /** Only this member's withdrawals (internal id). */
  userId?: string | undefined;
}

export type AdminWithdrawalSort = `${'' | '-'}${'createdAt' | 'amount' | 'status' | 'processedAt'}`;

/** `%` and `_` typed by an admin are searched literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of the admin lists (rows joined with their member): search over the member's name,
 * e-mail and userId and the withdrawal's address and transaction hash; status; one member.
 */
export function adminWithdrawalWhere(filter: AdminWithdrawalFilter): SQL | undefined {
  const term = filter.search?.trim();
  const like = term ? likePattern(term) : undefined;
  return and(
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    filter.userId ? eq(withdrawals.userId, filter.userId) : undefined,
    like
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.email, like),
          ilike(users.userId, like),
          ilike(withdrawals.walletAddress, like),
          ilike(withdrawals.transactionHash, like),
        )
      : undefined,
  );
}

const sortColumns = {
  createdAt: withdrawals.requestedAt,
  amount: withdrawals.amount,
  status: withdrawals.status,
  processedAt: withdrawals.processedAt,
} as const;

/** ORDER BY for a sort key ('-createdAt' = newest first); undecided rows last; ties by id. */
export function adminWithdrawalOrder(sort: AdminWithdrawalSort): SQL[] {
  const descending = sort.startsWith('-');
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns];
  const direction = descending ? desc : asc;
  return [sql`${direction(column)} NULLS LAST`, direction(withdrawals.id)];
}
