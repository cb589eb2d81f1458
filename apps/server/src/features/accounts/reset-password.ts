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
import { recordSignInSuccess } from './sign-in-throttle';
import { recordSecurityEvent } from '../security-events';

/**
 * Sets a new password with the token of a reset e-mail (the payload's rules are the contract's).
 * Ends every session of the account. The reset also proves the mailbox is the account's, so an
 * unverified e-mail becomes verified, and the source it was completed from becomes known to the
 * account (ADR 0009): its owner signs in from there whatever a guesser elsewhere does. A
 * `password.reset` security event. The member is e-mailed that the password changed, with a link
 * to secure the account.
 */
export async function resetPassword(
  deps: Pick<AccountsDeps, 'db' | 'now' | 'config' | 'mail'>,
  input: { token: string; newPassword: string },
  caller: { ip: string | null; userAgent?: string | null | undefined } = { ip: null },
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
          language: users.language,
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
        updatedAt: now,
      })
      .where(eq(users.id, row.user.id));
    const sessionsEnded = await revokeSessions({ db: tx, now: () => now }, row.user.id);
    await recordSignInSuccess(tx, { userId: row.user.id, email: row.user.email, ip: caller.ip, now });
    await recordSecurityEvent(tx, {
      type: 'password.reset',
      userId: row.user.id,
      ip: caller.ip,
      userAgent: caller.userAgent ?? null,
      details: { sessionsEnded },
      at: now,
    });
    await enqueuePasswordChangedMail(tx, row.user, { appUrl: deps.config.appUrl, how: 'reset', now });
  });
  deps.mail.wake();
}
