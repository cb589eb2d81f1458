import { sql } from 'drizzle-orm';
import {
  check,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { WITHDRAWAL_STATUSES } from '@app/contract';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const withdrawalStatusEnum = pgEnum('withdrawal_status', WITHDRAWAL_STATUSES);

/**
 * Withdrawal requests. The money itself moves on the ledger (hold, release, debit); this row is
 * the request and its decision. Constraints are the last line of defence behind the service's
 * checks: one PENDING per member, one PENDING per address (any case), a decision exactly when the
 * row left PENDING, and a transaction hash recorded once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** USDT, exact decimal; at most 8 decimals (MONEY_DECIMALS). */
    amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
    asset: text('asset').notNull(),
    /** EIP-55 checksummed destination. */
    walletAddress: text('wallet_address').notNull(),
    status: withdrawalStatusEnum('status').notNull().default('PENDING'),
    reason: text('reason'),
    transactionHash: text('transaction_hash'),
    requestedAt: at('requested_at').notNull(),
    processedAt: at('processed_at'),
    processedById: uuid('processed_by_id').references(() => users.id),
  },
  (t) => [
    index('withdrawals_user_requested_idx').on(t.userId, t.requestedAt),
    index('withdrawals_status_requested_idx').on(t.status, t.requestedAt),
    index('withdrawals_requested_idx').on(t.requestedAt),
    uniqueIndex('withdrawals_one_pending_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('withdrawals_one_pending_per_address')
      .on(sql`lower(${t.walletAddress})`)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('withdrawals_transaction_hash_unique')
      .on(sql`lower(${t.transactionHash})`)
      .where(sql`${t.transactionHash} IS NOT NULL`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_decided_when_processed', sql`(${t.status} = 'PENDING') = (${t.processedAt} IS NULL)`),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;
