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
import { users } from '../accounts/accounts.schema';

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
 * block was reorganised away (`dropped_at`); never both.
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
  },
  (t) => [
    unique('deposit_transfers_chain_tx_log_unique').on(t.chainId, t.txHash, t.logIndex),
    index('deposit_transfers_user_idx').on(t.userId, t.blockNumber),
    index('deposit_transfers_uncredited_idx')
      .on(t.chainId, t.blockNumber)
      .where(sql`${t.creditedAt} IS NULL AND ${t.droppedAt} IS NULL`),
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

export type DepositTransferRow = typeof depositTransfers.$inferSelect;
export type SubscriptionPeriodRow = typeof subscriptionPeriods.$inferSelect;
