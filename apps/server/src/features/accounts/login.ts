import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { users } from './accounts.schema';
import { verifyAgainstDummy, verifyPassword } from './password';
import { createSession, type SessionDeps, type SessionMeta } from './sessions';
import { toSessionUser } from './session-user';
import { usersRepository } from './users.repository';

/**
 * Sign-in. An unknown e-mail and a wrong password get the same answer after the same work (a
 * dummy hash is checked). The account's state is told only to someone who knows the password:
 * unverified -> EMAIL_NOT_VERIFIED without a token; LOCKED / DISABLED -> ACCOUNT_LOCKED / _DISABLED.
 */
export async function login(
  deps: SessionDeps,
  input: { email: string; password: string },
  meta: SessionMeta,
) {
  const user = await usersRepository.findByEmail(deps.db, input.email);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    if (user) {
      // Counted for the lockout rule (accounts issue); a success resets it.
      await deps.db
        .update(users)
        .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
        .where(eq(users.id, user.id));
    }
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.status === 'DISABLED') throw new AppError('ACCOUNT_DISABLED');
  if (user.status === 'LOCKED') throw new AppError('ACCOUNT_LOCKED');
  if (!user.isEmailVerified) {
    throw new AppError('EMAIL_NOT_VERIFIED', { data: { isEmailVerified: false, email: user.email } });
  }

  const now = deps.now();
  const [signedIn] = await deps.db
    .update(users)
    .set({ failedLoginCount: 0, lastLoginAt: now, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  const session = await createSession(deps, user, meta);
  return { token: session.token, isEmailVerified: true, user: toSessionUser(signedIn ?? user, now) };
}
