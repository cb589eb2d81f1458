import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { AccountsDeps } from './accounts-deps';
import { accountTokens } from './accounts.tables';
import { users } from '../users/users.tables';
import { hashAccountToken, isTokenLive, markTokenUsed, revokeAccountTokens } from './account-tokens';

/**
 * The link of the verification e-mail. A token verifies its own account once; a known token of an
 * account that is verified already answers EMAIL_ALREADY_VERIFIED (the link opened twice), any
 * other unknown, used, replaced or expired token INVALID_OR_EXPIRED_TOKEN.
 */
export async function verifyEmail(deps: Pick<AccountsDeps, 'db' | 'now'>, token: string | undefined) {
  if (!token) throw new AppError('TOKEN_REQUIRED');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // Locks the token and its account: of two parallel calls with one link, one verifies.
    const [row] = await tx
      .select({
        token: accountTokens,
        user: { id: users.id, verified: users.isEmailVerified, deletedAt: users.deletedAt },
      })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(
        and(eq(accountTokens.tokenHash, hashAccountToken(token)), eq(accountTokens.purpose, 'VERIFY_EMAIL')),
      )
      .for('update');
    if (!row || row.user.deletedAt) throw new AppError('INVALID_OR_EXPIRED_TOKEN');
    if (row.user.verified) throw new AppError('EMAIL_ALREADY_VERIFIED');
    if (!isTokenLive(row.token, now)) throw new AppError('INVALID_OR_EXPIRED_TOKEN');

    await markTokenUsed(tx, row.token.id, now);
    await revokeAccountTokens(tx, { userId: row.user.id, purpose: 'VERIFY_EMAIL', now });
    await tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, row.user.id));
  });
}
