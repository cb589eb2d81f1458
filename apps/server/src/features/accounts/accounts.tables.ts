import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const userStatusEnum = pgEnum('user_status', ['ACTIVE', 'LOCKED', 'DISABLED']);

/** Accounts of members and admins. `id` is the internal key (`_id` in the API), `user_id` the public one. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** As typed at registration; uniqueness is on lower(email). */
    email: text('email').notNull(),
    /** Null once sign-in is erased (deleted account). */
    passwordHash: text('password_hash'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    referralCode: text('referral_code').notNull().unique(),
    referredById: uuid('referred_by_id').references((): AnyPgColumn => users.id),
    status: userStatusEnum('status').notNull().default('ACTIVE'),
    bingxUid: text('bingx_uid').unique(),
    depositIndex: integer('deposit_index').unique(),
    walletAddress: text('wallet_address').unique(),
    /** Denormalised by the subscription watcher: start and end of the paid period. */
    subscriptionPaidAt: at('subscription_paid_at'),
    subscriptionExpiresAt: at('subscription_expires_at'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastLoginAt: at('last_login_at'),
    passwordChangedAt: at('password_changed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_referred_by_idx').on(t.referredById),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

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
