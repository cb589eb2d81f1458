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

/**
 * An account's passkeys (WebAuthn credentials, issue 14): the authenticator's credential id and
 * public key (COSE, base64url; a public key needs no encryption), its signature counter (a
 * counter that does not move forward is refused), how the browser reaches it, and the member's
 * name for it. A second factor, and a way to sign in alone (discoverable credentials).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn ceremony's challenge, kept server-side like the sign-in challenge: only its
 * SHA-256, single use (`used_at` is claimed before the answer is checked), 5 minutes. `purpose`
 * binds it to one ceremony: `registration` and `second-factor` name the account, `sign-in` (a
 * passkey alone) names none until the credential does.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id),
    purpose: text('purpose', { enum: ['registration', 'second-factor', 'sign-in'] }).notNull(),
    challengeHash: text('challenge_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
