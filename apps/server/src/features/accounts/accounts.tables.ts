import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A signed-in session; the JWT names it, so revoking the row ends the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Last authenticated call, written at most once a minute (the sessions list on /profile). */
    lastSeenAt: at('last_seen_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ['VERIFY_EMAIL', 'RESET_PASSWORD']);
export type AccountTokenPurpose = (typeof accountTokenPurposeEnum.enumValues)[number];

/**
 * One-use tokens sent by e-mail (verification links, password resets). Only the SHA-256 of the
 * token is kept, so a copy of the database opens no account. A new token of a purpose revokes
 * the account's older ones; `created_at` also counts the e-mails sent for the per-account limit.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: accountTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('account_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/**
 * Failed sign-ins for e-mails no account has, counted like an account's (`failed_login_count`,
 * `locked_until`), so that "max login attempts" failures lock an unknown e-mail out exactly as
 * they lock an account out: the lockout answer does not tell whether the account exists.
 * Rows a day old with no lockout running are deleted (the rate-limit cleanup job).
 */
export const unknownLoginAttempts = pgTable('unknown_login_attempts', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Devices an account has signed in from: the device cookie's id (hashed) with the address's
 * network (/24 for IPv4, /48 for IPv6). A sign-in from a pair not seen before e-mails the member
 * once; the e-mail's link ends every session (its token hashed here, single-use, 7 days).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    deviceHash: text('device_hash').notNull(),
    network: text('network').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    endSessionsTokenHash: text('end_sessions_token_hash').unique(),
    endSessionsExpiresAt: at('end_sessions_expires_at'),
    endSessionsUsedAt: at('end_sessions_used_at'),
  },
  (t) => [uniqueIndex('known_devices_user_device_network_unique').on(t.userId, t.deviceHash, t.network)],
);
