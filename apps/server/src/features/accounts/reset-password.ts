import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { AccountsDeps } from './accounts-deps';
import { accountTokens } from './accounts.tables';
import { users } from '../users/users.tables';
import { hashAccountToken, isTokenLive, markTokenUsed, revokeAccountTokens } from './account-tokens';
import { assertNotCommonPassword } from './common-passwords';
import { hashPassword } from './password';
import { enqueuePasswordChangedMail } from './password-changed-mail';
import { revokeSessions } from './sessions';

/**
 * Sets a new password with the token of a reset e-mail (the payload's rules are the contract's).
 * Ends every session of the account. The reset also proves the mailbox is the account's, so an
 * unverified e-mail becomes verified, and it lifts a sign-in lockout. The member is e-mailed that the
 * password changed, with a link to secure the account.
 */
export async function resetPassword(
  deps: Pick<AccountsDeps, 'db' | 'now' | 'config' | 'mail'>,
  input: { token: string; newPassword: string },
): Promise<void> {
  assertNotCommonPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        token: accountTokens,
        user: {
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          status: users.status,
          deletedAt: users.deletedAt,
        },
      })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(
        and(
          eq(accountTokens.tokenHash, hashAccountToken(input.token)),
          eq(accountTokens.purpose, 'RESET_PASSWORD'),
        ),
      )
      .for('update');
    if (!row || row.user.deletedAt || !isTokenLive(row.token, now)) {
      throw new AppError('INVALID_OR_EXPIRED_TOKEN');
    }
    // The link stays usable (within its hour) should the account be reactivated.
    if (row.user.status !== 'ACTIVE') throw new AppError('ACCOUNT_NOT_ACTIVE');

    await markTokenUsed(tx, row.token.id, now);
    await revokeAccountTokens(tx, { userId: row.user.id, purpose: 'RESET_PASSWORD', now });
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        mustChangePassword: false,
        isEmailVerified: true,
        failedLoginCount: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(users.id, row.user.id));
    await revokeSessions({ db: tx, now: () => now }, row.user.id);
    await enqueuePasswordChangedMail(tx, row.user, { appUrl: deps.config.appUrl, how: 'reset', now });
  });
  deps.mail.wake();
}
