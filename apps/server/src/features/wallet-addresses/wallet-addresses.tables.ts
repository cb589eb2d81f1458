import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WALLET_ADDRESS_STATUSES } from '@app/contract';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const walletAddressStatusEnum = pgEnum('wallet_address_status', WALLET_ADDRESS_STATUSES);

/**
 * The member's withdrawal address book (issue 14, ADR 0012). Withdrawals go only to a CONFIRMED
 * row whose `usable_from` has passed. A row is PENDING from its adding until the e-mailed link
 * (its SHA-256 in `token_hash`, single use) confirms it; removing deletes the row, so using the
 * address again means adding it again (and waiting again). The member's activity keeps the history.
 */
export const walletAddresses = pgTable(
  'wallet_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** EIP-55 checksummed; unique per member in any case. */
    address: text('address').notNull(),
    name: text('name'),
    status: walletAddressStatusEnum('status').notNull().default('PENDING'),
    /** SHA-256 (hex) of the live confirmation link's token; null once used. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: at('token_expires_at'),
    createdAt: at('created_at').notNull(),
    confirmedAt: at('confirmed_at'),
    usableFrom: at('usable_from'),
  },
  (t) => [
    uniqueIndex('wallet_addresses_user_address_unique').on(t.userId, sql`lower(${t.address})`),
    uniqueIndex('wallet_addresses_token_hash_unique')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} IS NOT NULL`),
    index('wallet_addresses_user_idx').on(t.userId, t.createdAt),
    check(
      'wallet_addresses_confirmed_shape',
      sql`(${t.status} = 'CONFIRMED') = (${t.confirmedAt} IS NOT NULL AND ${t.usableFrom} IS NOT NULL)`,
    ),
    check('wallet_addresses_token_pending', sql`${t.tokenHash} IS NULL OR ${t.status} = 'PENDING'`),
  ],
);

export type WalletAddressRow = typeof walletAddresses.$inferSelect;
