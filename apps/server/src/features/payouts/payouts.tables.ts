import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { withdrawals } from '../withdrawals/withdrawals.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The payout wallet's next nonce per chain and address. A payout takes this row FOR UPDATE in the
 * transaction that stores its signed transaction, so two instances never sign with one nonce.
 */
export const payoutWalletNonces = pgTable(
  'payout_wallet_nonces',
  {
    chainId: integer('chain_id').notNull(),
    /** The wallet's address, lower case. */
    address: text('address').notNull(),
    nextNonce: bigint('next_nonce', { mode: 'bigint' }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
);

/**
 * Every transaction the payout wallet signed, stored (with its raw bytes) in the transaction that
 * assigns its nonce, BEFORE it is broadcast: after a crash the same bytes are sent again, never a
 * new signature. A replacement (higher fee, same nonce) is a new row naming the one it replaces;
 * at most one transaction of a nonce can be mined, so a withdrawal is paid at most once per nonce,
 * and a withdrawal gets a new nonce only after its earlier one is mined and reverted.
 */
export const payoutTransactions = pgTable(
  'payout_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    chainId: integer('chain_id').notNull(),
    /** The payout wallet, lower case. */
    fromAddress: text('from_address').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }).notNull(),
    /** Lower case. */
    txHash: text('tx_hash').notNull(),
    /** The signed transaction (public once broadcast; never a key). */
    rawTx: text('raw_tx').notNull(),
    /** Wei per gas (legacy transactions). */
    gasPrice: numeric('gas_price', { precision: 78, scale: 0 }).notNull(),
    /** The transaction this one replaces at the same nonce. */
    replacesId: uuid('replaces_id').references((): AnyPgColumn => payoutTransactions.id),
    signedAt: at('signed_at').notNull(),
    /** Last time the node accepted it (or said it already had it). */
    sentAt: at('sent_at'),
    /** Times the bytes were handed to the node. */
    sendAttempts: integer('send_attempts').notNull().default(0),
    lastSendError: text('last_send_error'),
  },
  (t) => [
    uniqueIndex('payout_transactions_tx_hash_unique').on(t.txHash),
    // One nonce, one withdrawal: a nonce's first transaction is unique, replacements name it.
    uniqueIndex('payout_transactions_nonce_unique')
      .on(t.chainId, t.fromAddress, t.nonce)
      .where(sql`${t.replacesId} IS NULL`),
    index('payout_transactions_withdrawal_idx').on(t.withdrawalId, t.signedAt),
    check('payout_transactions_hash_lower', sql`${t.txHash} = lower(${t.txHash})`),
  ],
);

export type PayoutTransactionRow = typeof payoutTransactions.$inferSelect;
