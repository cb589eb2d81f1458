import type { TwoFactorMethod } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity';
import { recordSecurityEvent } from '../security-events';
import { maintenanceError, readSetting } from '../settings';
import { users } from '../users/users.tables';
import type { AccountsDeps } from './accounts-deps';
import { verifyAgainstDummy, verifyPassword } from './password';
import { noteSignInDevice } from './known-devices';
import { createSession, type SessionMeta } from './sessions';
import type { SignInGate } from './sign-in-gate';
import type { UserRow } from '../users/users.tables';
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
export async function login(deps: SignInDeps, input: { email: string; password: string }, meta: SessionMeta) {
  const user = await usersRepository.findByEmail(deps.db, input.email);
  const attempt: SignInAttempt = {
    email: input.email,
    user: user
      ? {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          isAdmin: user.isAdmin,
          language: user.language,
        }
      : null,
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

  // An account with a second factor gets a challenge instead of a session (the gate, ADR 0011);
  // its check counts wrong codes on this attempt's counters, and the success is recorded only
  // once it is passed (completeSignIn).
  const challenge = await deps.signInGate?.challenge(user, meta, now);
  if (challenge) return challenge;
  return completeSignIn(deps, user, meta);
}

export interface SignInDeps extends Pick<AccountsDeps, 'db' | 'now' | 'config' | 'mail' | 'jwtKey'> {
  /** Asked after the password (ADR 0011); without one every account signs in at once. */
  signInGate?: SignInGate;
}

/**
 * The end of every sign-in (the password alone, the password and a second factor, or a passkey
 * alone): the source becomes known to the throttle, a session opens, the device is noted (a new
 * one e-mails the member) and the login is in the activity, with the second factor used. A
 * session opened with a second factor records when (`second_factor_at`, ADR 0011); an admin's
 * session without one is enrolment-only, which the answer's `user.twoFactorRequired` tells the
 * web app.
 */
export async function completeSignIn(
  deps: SignInDeps,
  user: UserRow,
  meta: SessionMeta,
  used: { secondFactor?: TwoFactorMethod } = {},
) {
  const now = deps.now();
  await recordSignInSuccess(deps.db, { userId: user.id, email: user.email, ip: meta.ip ?? null, now });
  const result = await deps.db.transaction(async (tx) => {
    const [signedIn] = await tx
      .update(users)
      .set({ lastLoginAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (!signedIn) throw new AppError('INVALID_CREDENTIALS');
    const session = await createSession(
      { ...deps, db: tx },
      user,
      meta,
      used.secondFactor ? { secondFactorAt: now } : {},
    );
    const device = await noteSignInDevice(tx, { user: signedIn, meta, now, appUrl: deps.config.appUrl });
    await recordActivity(tx, {
      userId: user.id,
      type: 'login',
      details: {
        ip: meta.ip ?? null,
        ...(device.alerted ? { newDevice: true } : {}),
        ...(used.secondFactor ? { secondFactor: used.secondFactor } : {}),
      },
      at: now,
    });
    return { session, signedIn, device };
  });
  if (result.device.alerted) deps.mail.wake();
  return {
    token: result.session.token,
    isEmailVerified: true as const,
    user: {
      ...toSessionUser(result.signedIn, now),
      ...(user.isAdmin && !used.secondFactor ? { twoFactorRequired: true } : {}),
    },
    deviceId: result.device.deviceId,
  };
}
