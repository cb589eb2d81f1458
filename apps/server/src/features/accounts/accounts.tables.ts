import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /**
     * When this session last proved the account's second factor (the sign-in's second step,
     * enrolment, a step-up). Admin calls need it (ADR 0011: an admin session without it is
     * enrolment-only), and admin decisions need it within the last 5 minutes (step-up).
     */
    secondFactorAt: at('second_factor_at'),
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
 * Sign-in throttling (ADR 0009): one counter per key, `source:<address or /64>`,
 * `account:<e-mail>` (failures from sources the account does not know; an e-mail no account has
 * is counted alike) and `pair:<e-mail>|<source>` (failures from one of the account's known
 * sources). A failure past the allowance blocks the key until `blocked_until`, longer each time;
 * a counter is forgotten 24 hours after its last failure. `alerted_at`: the admin was e-mailed in
 * this episode.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: at('blocked_until'),
  lastFailureAt: at('last_failure_at').notNull(),
  alertedAt: at('alerted_at'),
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

/** Sources (IPv4 address, IPv6 /64) an account signed in from, or reset its password from. */
export const signInKnownSources = pgTable(
  'sign_in_known_sources',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    lastSuccessAt: at('last_success_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);
