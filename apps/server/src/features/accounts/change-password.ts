import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Auth } from '../../http/auth';
import { writeAudit } from '../audit';
import type { AccountsDeps } from './accounts-deps';
import { users } from '../users/users.tables';
import { assertNotCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './password';
import { revokeAccountTokens } from './account-tokens';
import { enqueuePasswordChangedMail } from './password-changed-mail';
import { revokeSessions } from './sessions';
import { usersRepository } from '../users';

/**
 * The signed-in account's new password (the payload's rules, in the spec's order, are the
 * contract's): the current one must be right (CURRENT_PASSWORD_INCORRECT), the new one different
 * (SAME_PASSWORD_ERROR) and not a common one (PASSWORD_TOO_COMMON). Every other session ends (the
 * caller's stays), outstanding reset links stop working, and the member is e-mailed with a link to
 * secure the account. An admin's change is an admin action, so it is audited (never the password).
 */
export async function changePassword(
  deps: Pick<AccountsDeps, 'db' | 'now' | 'config' | 'mail'>,
  auth: Auth,
  input: { currentPassword: string; newPassword: string },
  caller: { ip: string | null },
): Promise<void> {
  const user = await usersRepository.findById(deps.db, auth.userId);
  if (!user?.passwordHash) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
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
