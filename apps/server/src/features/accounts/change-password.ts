import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Auth } from '../../http/auth';
import { writeAudit } from '../audit';
import { recordSecurityEvent } from '../security-events';
import type { AccountsDeps } from './accounts-deps';
import { users } from '../users/users.tables';
import { assertNotCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './password';
import { revokeAccountTokens } from './account-tokens';
import { enqueuePasswordChangedMail } from './password-changed-mail';
import { revokeSessions } from './sessions';
import {
  checkSignInThrottle,
  recordSignInFailure,
  type SignInAttempt,
  type ThrottleDeps,
  tooManyAttempts,
} from './sign-in-throttle';
import { usersRepository } from '../users';

/**
 * The signed-in account's new password (the payload's rules, in the spec's order, are the
 * contract's): the current one must be right (CURRENT_PASSWORD_INCORRECT), the new one different
 * (SAME_PASSWORD_ERROR) and not a common one (PASSWORD_TOO_COMMON). Every other session ends (the
 * caller's stays), outstanding reset links stop working, and the member is e-mailed with a link to
 * secure the account. An admin's change is an admin action, so it is audited (never the password).
 * A wrong current password counts towards the account's sign-in failures like a wrong password at
 * sign-in (issue 21: a stolen session cannot guess it freely) and is refused the same way while a
 * block runs.
 */
export async function changePassword(
  deps: Pick<AccountsDeps, 'db' | 'now' | 'config' | 'mail'> & ThrottleDeps,
  auth: Auth,
  input: { currentPassword: string; newPassword: string },
  caller: { ip: string | null; userAgent?: string | null | undefined },
): Promise<void> {
  const user = await usersRepository.findById(deps.db, auth.userId);
  if (!user?.passwordHash) throw new AppError('UNAUTHORIZED');
  const attempt: SignInAttempt = {
    email: user.email,
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      isAdmin: user.isAdmin,
      language: user.language,
    },
    ip: caller.ip,
    userAgent: caller.userAgent ?? null,
  };
  const counters = await checkSignInThrottle(deps, attempt, 'change-password');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    const now = deps.now();
    await recordSecurityEvent(deps.db, {
      type: 'password.change_failed',
      userId: user.id,
      ip: caller.ip,
      userAgent: caller.userAgent ?? null,
      details: { reason: 'wrong_current_password' },
      at: now,
    });
    const blockedUntil = await recordSignInFailure(deps, attempt, counters, 'change-password', now);
    if (blockedUntil) throw tooManyAttempts(blockedUntil, now);
    throw new AppError('CURRENT_PASSWORD_INCORRECT');
  }
  if (input.newPassword === input.currentPassword) throw new AppError('SAME_PASSWORD_ERROR');
  assertNotCommonPassword(input.newPassword);

  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // Only over the password that was checked: a change that got in first wins.
    const changed = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash!)))
      .returning({ id: users.id });
    if (changed.length === 0) throw new AppError('CURRENT_PASSWORD_INCORRECT');
    const sessionsEnded = await revokeSessions({ db: tx, now: () => now }, user.id, {
      except: auth.sessionId,
    });
    // A reset link asked for before the change no longer opens the account (issue 21).
    await revokeAccountTokens(tx, { userId: user.id, purpose: 'RESET_PASSWORD', now });
    await enqueuePasswordChangedMail(tx, user, { appUrl: deps.config.appUrl, how: 'changed', now });
    await recordSecurityEvent(tx, {
      type: 'password.changed',
      userId: user.id,
      ip: caller.ip,
      userAgent: caller.userAgent ?? null,
      details: { sessionsEnded },
      at: now,
    });
    if (user.isAdmin) {
      await writeAudit(tx, {
        actorId: user.id,
        action: 'user.password.change',
        target: { type: 'user', id: user.id },
        after: { sessionsEnded },
        ip: caller.ip,
        at: now,
      });
    }
  });
  deps.mail.wake();
}
