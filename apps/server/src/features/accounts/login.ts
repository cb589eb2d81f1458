import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity';
import { recordSecurityEvent } from '../security-events';
import { maintenanceError, readSetting } from '../settings';
import { users } from '../users/users.tables';
import type { AccountsDeps } from './accounts-deps';
import { verifyAgainstDummy, verifyPassword } from './password';
import { createSession, type SessionMeta } from './sessions';
import { toSessionUser } from './session-user';
import {
  checkSignInThrottle,
  recordSignInFailure,
  recordSignInSuccess,
  type SignInAttempt,
  tooManyAttempts,
} from './sign-in-throttle';
import { usersRepository } from '../users';

/**
 * Sign-in. Throttling first (`sign-in-throttle.ts`, ADR 0009): a blocked source, or a blocked
 * account from a source it does not know, is refused (TOO_MANY_LOGIN_ATTEMPTS) before the password
 * is checked; the owner's known sources are judged on their own. An unknown e-mail and a wrong
 * password get the same answer after the same work (a dummy hash is checked, and the failure is
 * counted for the e-mail). The account's state is told only to someone who knows the password:
 * unverified -> EMAIL_NOT_VERIFIED without a token; LOCKED / DISABLED (an admin's decision, never
 * the result of failures) -> ACCOUNT_LOCKED / _DISABLED. Under maintenance a member with the right
 * password gets MAINTENANCE_MODE and no session; admins sign in. Failures, blocks and refusals
 * are security events.
 */
export async function login(
  deps: Pick<AccountsDeps, 'db' | 'now' | 'config' | 'mail' | 'jwtKey'>,
  input: { email: string; password: string },
  meta: SessionMeta,
) {
  const user = await usersRepository.findByEmail(deps.db, input.email);
  const attempt: SignInAttempt = {
    email: input.email,
    user: user ? { id: user.id, email: user.email, firstName: user.firstName, isAdmin: user.isAdmin } : null,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent ?? null,
  };
  const counters = await checkSignInThrottle(deps, attempt, 'login');
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  const now = deps.now();
  const event = {
    userId: user?.id ?? null,
    email: input.email,
    ip: attempt.ip,
    userAgent: attempt.userAgent,
    at: now,
  };
  if (!user || !passwordOk) {
    await recordSecurityEvent(deps.db, {
      ...event,
      type: 'login.failed',
      details: { reason: user ? 'wrong_password' : 'unknown_email' },
    });
    const blockedUntil = await recordSignInFailure(deps, attempt, counters, 'login', now);
    if (blockedUntil) throw tooManyAttempts(blockedUntil, now);
    throw new AppError('INVALID_CREDENTIALS');
  }
  // Under maintenance only admins sign in (members are answered as on every other call).
  if (!user.isAdmin && (await readSetting(deps.db, 'systemMaintenanceMode'))) throw maintenanceError();
  if (user.status !== 'ACTIVE') {
    const code = user.status === 'DISABLED' ? 'ACCOUNT_DISABLED' : 'ACCOUNT_LOCKED';
    await recordSecurityEvent(deps.db, { ...event, type: 'login.refused', details: { reason: code } });
    throw new AppError(code);
  }
  if (!user.isEmailVerified) {
    throw new AppError('EMAIL_NOT_VERIFIED', { data: { isEmailVerified: false, email: user.email } });
  }

  // A second factor (issue 14) goes here: its check calls checkSignInThrottle and, when wrong,
  // recordSignInFailure with the same attempt; recordSignInSuccess only once it is passed.
  await recordSignInSuccess(deps.db, { userId: user.id, email: user.email, ip: attempt.ip, now });
  const [signedIn] = await deps.db
    .update(users)
    .set({ lastLoginAt: now, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (!signedIn) throw new AppError('INVALID_CREDENTIALS');
  const session = await createSession(deps, user, meta);
  await recordActivity(deps.db, {
    userId: user.id,
    type: 'login',
    details: { ip: meta.ip ?? null },
    at: now,
  });
  return { token: session.token, isEmailVerified: true, user: toSessionUser(signedIn, now) };
}
