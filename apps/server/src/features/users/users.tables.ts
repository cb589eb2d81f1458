import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
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
    lastLoginAt: at('last_login_at'),
    passwordChangedAt: at('password_changed_at'),
    /**
     * The last change to the second factor that pauses withdrawals for 24 hours, like a password
     * change (turned off, recovery codes regenerated; issue 14).
     */
    securityChangedAt: at('security_changed_at'),
    /**
     * The password was generated and printed (the first admin of an empty database): the session
     * may only change it (PASSWORD_CHANGE_REQUIRED elsewhere) until the account's owner has.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The account's language (issue 17: en, es, vi, id); its e-mails are written in it. */
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_referred_by_idx').on(t.referredById),
    index('users_created_at_idx').on(t.createdAt),
    // The admin users list's default order (newest first) over live accounts, read index-only to
    // reach a deep page's ten ids (issue 16: page 50,000 of 1M accounts).
    index('users_live_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    check(
      'users_language_check',
      sql`${t.language} IN (${sql.raw(SUPPORTED_LANGUAGES.map((l) => `'${l}'`).join(', '))})`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
