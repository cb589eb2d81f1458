import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { PAYOUT_METHODS, PAYOUT_STATUSES, WITHDRAWAL_STATUSES } from '@app/contract';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const withdrawalStatusEnum = pgEnum('withdrawal_status', WITHDRAWAL_STATUSES);
export const payoutStatusEnum = pgEnum('payout_status', PAYOUT_STATUSES);
export const payoutMethodEnum = pgEnum('payout_method', PAYOUT_METHODS);

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
    // The payout of an APPROVED withdrawal (issue 15, features/payouts): the hold becomes a debit
    // only when the payout is CONFIRMED on the chain.
    payoutStatus: payoutStatusEnum('payout_status'),
    payoutMethod: payoutMethodEnum('payout_method'),
    /** What the payout waits for (a wallet limit that sent it to manual payout, funds, a dropped transaction). */
    payoutNote: text('payout_note'),
    /** Why it FAILED. */
    payoutFailure: text('payout_failure'),
    /** The block of the payout's transaction as last seen (reorganisations are checked against it). */
    payoutBlockNumber: bigint('payout_block_number', { mode: 'bigint' }),
    payoutBlockHash: text('payout_block_hash'),
    /** When the transaction was last found missing from the chain (null while it is found). */
    payoutMissingSince: at('payout_missing_since'),
    payoutConfirmedAt: at('payout_confirmed_at'),
    /** Four eyes: the first approval of a withdrawal above the setting, before the second one. */
    firstApprovedById: uuid('first_approved_by_id').references(() => users.id),
    firstApprovedAt: at('first_approved_at'),
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
    check(
      'withdrawals_payout_when_approved',
      sql`(${t.status} = 'APPROVED') = (${t.payoutStatus} IS NOT NULL)`,
    ),
    check(
      'withdrawals_confirmed_payout',
      sql`${t.payoutStatus} IS DISTINCT FROM 'CONFIRMED' OR ${t.payoutConfirmedAt} IS NOT NULL`,
    ),
    check(
      'withdrawals_first_approval',
      sql`(${t.firstApprovedById} IS NULL) = (${t.firstApprovedAt} IS NULL)`,
    ),
    // The settlement job's work: payouts not settled yet.
    index('withdrawals_payout_open_idx')
      .on(t.payoutStatus)
      .where(sql`${t.payoutStatus} IN ('AWAITING_PAYMENT', 'BROADCAST')`),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;
