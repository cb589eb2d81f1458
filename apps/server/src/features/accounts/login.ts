import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity/record-activity';
import { readSetting } from '../settings/settings.repository';
import { users } from './accounts.schema';
import { isLockedOut, LOGIN_LOCKOUT_MS, recordFailedLogin, tooManyAttempts } from './login-lockout';
import { verifyAgainstDummy, verifyPassword } from './password';
import { createSession, type SessionDeps, type SessionMeta } from './sessions';
import { toSessionUser } from './session-user';
import { usersRepository } from './users.repository';

/** No account has this id (uuid v4 ids never are all zeros). */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Sign-in. An unknown e-mail and a wrong password get the same answer after the same work (a
 * dummy hash is checked, and the failure is counted against no row). After "max login attempts"
 * failures in a row (the setting as it is now) the account is refused for 15 minutes, right
 * password or not (TOO_MANY_LOGIN_ATTEMPTS: that answer does tell the account exists, after the
 * failures that the per-address limit of 20 a minute slows down). The
 * account's state is told only to someone who knows the password: unverified ->
 * EMAIL_NOT_VERIFIED without a token; LOCKED / DISABLED -> ACCOUNT_LOCKED / _DISABLED.
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
  const now = deps.now();
  if (user && isLockedOut(user, now)) throw tooManyAttempts(user.lockedUntil!, now);
  if (!user || !passwordOk) {
    // An unknown e-mail runs the same statements (the update matches no row): same answer time.
    const maxAttempts = await readSetting(deps.db, 'maxLoginAttempts');
    const userId = user?.id ?? NO_ACCOUNT_ID;
    const lockedUntil = await recordFailedLogin(deps.db, { userId, maxAttempts, now });
    if (user && lockedUntil) throw tooManyAttempts(lockedUntil, now);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.status === 'DISABLED') throw new AppError('ACCOUNT_DISABLED');
  if (user.status === 'LOCKED') throw new AppError('ACCOUNT_LOCKED');
  if (!user.isEmailVerified) {
    throw new AppError('EMAIL_NOT_VERIFIED', { data: { isEmailVerified: false, email: user.email } });
  }

  // Only if no lockout began meanwhile (parallel failures of the same moment).
  const [signedIn] = await deps.db
    .update(users)
    .set({ failedLoginCount: 0, lastLoginAt: now, updatedAt: now })
    .where(and(eq(users.id, user.id), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning();
  if (!signedIn) {
    const lockedUntil = (await usersRepository.findById(deps.db, user.id))?.lockedUntil;
    throw tooManyAttempts(lockedUntil ?? new Date(now.getTime() + LOGIN_LOCKOUT_MS), now);
  }
  const session = await createSession(deps, user, meta);
  await recordActivity(deps.db, {
    userId: user.id,
    type: 'login',
    details: { ip: meta.ip ?? null },
    at: now,
  });
  return { token: session.token, isEmailVerified: true, user: toSessionUser(signedIn, now) };
}
