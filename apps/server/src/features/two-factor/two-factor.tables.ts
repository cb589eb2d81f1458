import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An account's TOTP factor (RFC 6238). The secret is kept only encrypted (AES-256-GCM with a key
 * derived from the server's signing secret, bound to the account: totp-secret-box.ts). A row
 * without `confirmed_at` is an enrolment waiting for its first code; confirmed, the factor is on.
 * `last_used_step` is the time step of the last accepted code: a code is accepted once.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secretCiphertext: text('secret_ciphertext').notNull(),
  createdAt: at('created_at').notNull(),
  confirmedAt: at('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** Recovery codes: 10 per account, each usable once; only a keyed hash is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * The sign-in's second step: handed out by `POST /users/login` after the right password to an
 * account with a second factor; single-use, 5 minutes, 5 wrong codes. Only its SHA-256 is kept.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);
