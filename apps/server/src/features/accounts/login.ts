import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity';
import { maintenanceError, readSetting } from '../settings';
import { users } from '../users/users.tables';
import {
  isLockedOut,
  LOGIN_LOCKOUT_MS,
  recordFailedLogin,
  recordUnknownEmailFailure,
  tooManyAttempts,
} from './login-lockout';
import { verifyAgainstDummy, verifyPassword } from './password';
import { noteSignInDevice } from './known-devices';
import { createSession, type SessionDeps, type SessionMeta } from './sessions';
import type { SignInGate } from './sign-in-gate';
import type { UserRow } from '../users/users.tables';
import { toSessionUser } from './session-user';
import { usersRepository } from '../users';

/**
 * Sign-in. An unknown e-mail and a wrong password get the same answer after the same work (a
 * dummy hash is checked, and the failure is counted for the e-mail). After "max login attempts"
 * failures in a row (the setting as it is now) the account, or the unknown e-mail, is refused for
 * 15 minutes, right password or not (TOO_MANY_LOGIN_ATTEMPTS). The account's state is told only
 * to someone who knows the password: unverified -> EMAIL_NOT_VERIFIED without a token;
 * LOCKED / DISABLED -> ACCOUNT_LOCKED / _DISABLED. Under maintenance a member with the right
 * password gets MAINTENANCE_MODE and no session; admins sign in. An account with a second factor
 * gets a challenge instead of a session (the gate, ADR 0009), and its failure count is not reset
 * until the second step is done, so failed codes add up across sign-ins.
 */
export async function login(deps: SignInDeps, input: { email: string; password: string }, meta: SessionMeta) {
  const user = await usersRepository.findByEmail(deps.db, input.email);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  const now = deps.now();
  if (user && isLockedOut(user, now)) throw tooManyAttempts(user.lockedUntil!, now);
  if (!user || !passwordOk) {
    // An unknown e-mail is counted and locked out the same way, in one statement like the
    // account's: the same answers, after the same work.
    const maxAttempts = await readSetting(deps.db, 'maxLoginAttempts');
    const lockedUntil = user
      ? await recordFailedLogin(deps.db, { userId: user.id, maxAttempts, now })
      : await recordUnknownEmailFailure(deps.db, { email: input.email, maxAttempts, now });
    if (lockedUntil) throw tooManyAttempts(lockedUntil, now);
    throw new AppError('INVALID_CREDENTIALS');
  }
  // Under maintenance only admins sign in (members are answered as on every other call).
  if (!user.isAdmin && (await readSetting(deps.db, 'systemMaintenanceMode'))) throw maintenanceError();
  if (user.status === 'DISABLED') throw new AppError('ACCOUNT_DISABLED');
  if (user.status === 'LOCKED') throw new AppError('ACCOUNT_LOCKED');
  if (!user.isEmailVerified) {
    throw new AppError('EMAIL_NOT_VERIFIED', { data: { isEmailVerified: false, email: user.email } });
  }

  const challenge = await deps.signInGate?.challenge(user, meta, now);
  if (challenge) return challenge;
  return completeSignIn(deps, user, meta);
}

export interface SignInDeps extends SessionDeps {
  appUrl: string;
  /** Asked after the password (ADR 0009); without one every account signs in at once. */
  signInGate?: SignInGate;
  wakeMail?: () => void;
}

/**
 * The end of every sign-in (the password alone, or the password and a second factor): the
 * failure count starts again, a session opens, the login is in the activity, and the device is
 * noted (a new one e-mails the member). Refused when a lockout began meanwhile (parallel failures
 * of the same moment).
 */
export async function completeSignIn(deps: SignInDeps, user: UserRow, meta: SessionMeta) {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const [signedIn] = await tx
      .update(users)
      .set({ failedLoginCount: 0, lastLoginAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
      .returning();
    if (!signedIn) return null;
    const txDeps = { ...deps, db: tx };
    const session = await createSession(txDeps, user, meta);
    const device = await noteSignInDevice(tx, { user: signedIn, meta, now, appUrl: deps.appUrl });
    await recordActivity(tx, {
      userId: user.id,
      type: 'login',
      details: { ip: meta.ip ?? null, ...(device.alerted ? { newDevice: true } : {}) },
      at: now,
    });
    return { session, signedIn, device };
  });
  if (!result) {
    const lockedUntil = (await usersRepository.findById(deps.db, user.id))?.lockedUntil;
    throw tooManyAttempts(lockedUntil ?? new Date(now.getTime() + LOGIN_LOCKOUT_MS), now);
  }
  if (result.device.alerted) deps.wakeMail?.();
  return {
    token: result.session.token,
    isEmailVerified: true as const,
    user: toSessionUser(result.signedIn, now),
    deviceId: result.device.deviceId,
  };
}
