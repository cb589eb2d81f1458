import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Deposit index i of m/44'/60'/0'/0/i: drawn once per member, never reused (gaps are fine). */
export const depositIndexSeq = pgSequence('deposit_index_seq', { startWith: 0, minValue: 0 });

/**
 * The watcher's progress per chain and token: every block up to `last_block` has been read and its
 * transfers stored. `genesis_hash` tells a new chain under the same id (a restarted dev node).
 */
export const chainCursors = pgTable(
  'chain_cursors',
  {
    chainId: integer('chain_id').notNull(),
    /** The USDT contract, lower case. */
    token: text('token').notNull(),
    genesisHash: text('genesis_hash').notNull(),
    lastBlock: bigint('last_block', { mode: 'bigint' }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.token] })],
);

/**
 * Every USDT Transfer to a deposit address, stored once. A transfer is credited once
 * (`credited_at`, set in the transaction that records the subscription change) or dropped when its
 * block was reorganised away (`dropped_at`); never both. A transfer whose crediting failed is set
 * aside (`set_aside_at`, kept as history once credited later) with the failure (`credit_error`) and
 * tried again from `retry_at` on, without holding up any other transfer.
 */
export const depositTransfers = pgTable(
  'deposit_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    token: text('token').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Token units (USDT on BSC has 18 decimals); uint256 fits numeric(78,0). */
    amountUnits: numeric('amount_units', { precision: 78, scale: 0 }).notNull(),
    seenAt: at('seen_at').notNull().defaultNow(),
    creditedAt: at('credited_at'),
    droppedAt: at('dropped_at'),
    /** First failed crediting; null when crediting never failed. */
    setAsideAt: at('set_aside_at'),
    /** What the last failed crediting said (never a secret: a database or rule error message). */
    creditError: text('credit_error'),
    creditAttempts: integer('credit_attempts').notNull().default(0),
    /** A set-aside transfer is not tried again before this time. */
    retryAt: at('retry_at'),
  },
  (t) => [
    unique('deposit_transfers_chain_tx_log_unique').on(t.chainId, t.txHash, t.logIndex),
    index('deposit_transfers_user_idx').on(t.userId, t.blockNumber),
    index('deposit_transfers_uncredited_idx')
      .on(t.chainId, t.blockNumber)
      .where(sql`${t.creditedAt} IS NULL AND ${t.droppedAt} IS NULL`),
    index('deposit_transfers_set_aside_idx')
      .on(t.setAsideAt)
      .where(sql`${t.setAsideAt} IS NOT NULL AND ${t.creditedAt} IS NULL AND ${t.droppedAt} IS NULL`),
    check('deposit_transfers_credited_or_dropped', sql`${t.creditedAt} IS NULL OR ${t.droppedAt} IS NULL`),
  ],
);

/**
 * Paid subscription periods: number n of a member is the reward `cycle` of that payment. Periods of
 * one member follow each other without overlap; a payment made ahead starts where the last ends.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    periodNumber: integer('period_number').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** When the payment that covers it was credited. */
    paidAt: at('paid_at').notNull(),
    /** The fee this period cost, in USDT. */
    amountUsdt: numeric('amount_usdt', { precision: 38, scale: 18 }).notNull(),
  },
  (t) => [
    unique('subscription_periods_user_number_unique').on(t.userId, t.periodNumber),
    index('subscription_periods_user_ends_idx').on(t.userId, t.endsAt),
    check('subscription_periods_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Members whose credit could pay more periods than the setting `subscriptionMaxPeriodsAhead`
 * allows now: the credit waits, and is looked at again at `recheck_at` (when the member's running
 * period ends, or sooner, since the fee and the cap can change). A row exists exactly while the cap
 * holds back credit; its credit is the member's overpayment.
 */
export const subscriptionCreditHolds = pgTable(
  'subscription_credit_holds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    recheckAt: at('recheck_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscription_credit_holds_recheck_idx').on(t.recheckAt)],
);

/**
 * Credit an admin sent back to a member outside the product (from the platform's wallet, on the
 * chain): it leaves the member's credit, so it never pays a period. One row per refund transaction.
 */
export const depositRefunds = pgTable(
  'deposit_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Token units, as deposit_transfers.amount_units. */
    amountUnits: numeric('amount_units', { precision: 78, scale: 0 }).notNull(),
    /** The refund's transaction on the chain, lower case. */
    txHash: text('tx_hash').notNull().unique('deposit_refunds_tx_hash_unique'),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('deposit_refunds_user_idx').on(t.userId),
    check('deposit_refunds_positive', sql`${t.amountUnits} > 0`),
  ],
);

export type DepositTransferRow = typeof depositTransfers.$inferSelect;
export type SubscriptionPeriodRow = typeof subscriptionPeriods.$inferSelect;
