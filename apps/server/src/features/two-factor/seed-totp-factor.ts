import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { sealTotpSecret } from './totp-secret-box';
import { deriveTwoFactorKeys } from './two-factor-keys';
import { totpFactors } from './two-factor.tables';

/**
 * For seeding only (server tests, the browser tests' seeding entry): gives an account a confirmed
 * TOTP factor with a known secret, sealed exactly as enrolment seals it, so the tests sign in
 * with codes computed from that secret. Keeps an existing factor (idempotent).
 */
export async function seedTotpFactor(
  db: DbOrTx,
  serverKey: Uint8Array,
  input: { userId: string; secret: string; now: Date },
): Promise<void> {
  const sealed = sealTotpSecret(deriveTwoFactorKeys(serverKey).secretKey, input.userId, input.secret);
  await db
    .insert(totpFactors)
    .values({ userId: input.userId, secretCiphertext: sealed, createdAt: input.now, confirmedAt: input.now })
    .onConflictDoNothing({ target: totpFactors.userId });
}

/**
 * For the browser tests' seeding entry only: forgets which code the account used last. A code
 * is accepted once and the next must come from a later 30-second step, while the suite signs
 * its one admin in dozens of times a minute; every sign-in still runs the full check.
 */
export async function forgetUsedTotpStep(db: DbOrTx, userId: string): Promise<void> {
  await db.update(totpFactors).set({ lastUsedStep: null }).where(eq(totpFactors.userId, userId));
}
