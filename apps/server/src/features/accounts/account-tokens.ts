import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_TOKEN_TTL_HOURS, RESET_TOKEN_TTL_HOURS } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { type AccountTokenPurpose, type AccountTokenRow, accountTokens } from './accounts.tables';

const HOUR_MS = 60 * 60_000;
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  VERIFY_EMAIL: EMAIL_TOKEN_TTL_HOURS * HOUR_MS,
  RESET_PASSWORD: RESET_TOKEN_TTL_HOURS * HOUR_MS,
};

/** What is stored and looked up: the SHA-256 of the token (the token itself is only e-mailed). */
export const hashAccountToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A new token for the account (32 random bytes, base64url); the account's earlier live tokens of
 * the same purpose stop working. Run it in the transaction that e-mails the token.
 */
export async function issueAccountToken(
  tx: DbOrTx,
  input: { userId: string; purpose: AccountTokenPurpose; now: Date },
): Promise<string> {
  await revokeAccountTokens(tx, input);
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashAccountToken(token),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + ACCOUNT_TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

/** Ends every live token of one purpose of an account. */
export async function revokeAccountTokens(
  tx: DbOrTx,
  input: { userId: string; purpose: AccountTokenPurpose; now: Date },
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
      ),
    );
}

/** Unused, not replaced by a newer one, and not expired. */
export const isTokenLive = (row: AccountTokenRow, now: Date) =>
  row.usedAt === null && row.revokedAt === null && row.expiresAt > now;

export async function markTokenUsed(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, id));
}
