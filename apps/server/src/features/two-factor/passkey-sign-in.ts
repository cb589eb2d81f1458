import type { PasskeyAssertion } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { completeSignIn, type SignInDeps, tooManyAttempts } from '../accounts';
import { maintenanceError, readSetting } from '../settings';
import { usersRepository } from '../users';
import { checkPasskeyAssertion } from './passkey-assertion';
import type { TwoFactorDeps } from './two-factor-deps';
import { recordFactorEvent } from './two-factor-events';
import { passkeys } from './two-factor.tables';
import { factorGuard } from './verify-second-factor';

/**
 * `POST /users/login/passkey`: a passkey alone signs in (ADR 0011: admins and members alike; the
 * passkey is possession and, with user verification required, the device's PIN or biometric).
 * The credential names the account; the attempt is judged by the sign-in throttle of that
 * account and address before the assertion is checked, and a bad signature counts like a wrong
 * password. The account's state is then judged as the password sign-in judges it (maintenance,
 * LOCKED, DISABLED, unverified), and the session opens through accounts' `completeSignIn` with
 * the passkey recorded as the factor used.
 */
export async function passkeySignIn(
  deps: TwoFactorDeps,
  signIn: SignInDeps,
  response: PasskeyAssertion,
  meta: Parameters<typeof completeSignIn>[2],
) {
  const [candidate] = await deps.db
    .select({ userId: passkeys.userId })
    .from(passkeys)
    .where(eq(passkeys.credentialId, response.id));
  const user = candidate ? await usersRepository.findById(deps.db, candidate.userId) : undefined;
  const from = { ip: meta.ip ?? null, userAgent: meta.userAgent ?? null };
  const guard = user ? await factorGuard(deps, user, from) : null;
  const now = deps.now();
  const check = await deps.db.transaction(async (tx) => {
    const result = await checkPasskeyAssertion(tx, { appUrl: deps.appUrl, userId: null, response, now });
    if (!result.ok && result.reason === 'invalid' && user) {
      await recordFactorEvent(tx, {
        owner: user,
        event: 'two-factor-failed',
        now,
        ip: from.ip,
        appUrl: deps.appUrl,
        details: { method: 'passkey', signIn: true },
      });
    }
    return result;
  });
  if (!check.ok) {
    if (check.reason === 'challenge') throw new AppError('PASSKEY_CHALLENGE_INVALID');
    const blockedUntil = check.reason === 'invalid' && guard ? await guard.failed(now) : null;
    if (blockedUntil) throw tooManyAttempts(blockedUntil, now);
    throw new AppError('PASSKEY_INVALID');
  }
  if (!user || check.passkey.userId !== user.id) throw new AppError('PASSKEY_INVALID');
  if (!user.isAdmin && (await readSetting(deps.db, 'systemMaintenanceMode'))) throw maintenanceError();
  if (user.status !== 'ACTIVE') {
    throw new AppError(user.status === 'DISABLED' ? 'ACCOUNT_DISABLED' : 'ACCOUNT_LOCKED');
  }
  if (!user.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
  return completeSignIn(signIn, user, meta, { secondFactor: 'passkey' });
}
