import type { PasskeyAssertion } from '@app/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { forgetSecondFactorChecks, verifyPassword } from '../accounts';
import { usersRepository } from '../users';
import { readOwner } from './owner';
import { newRecoveryCodes } from './recovery-codes';
import { replaceRecoveryCodes } from './enrol-totp';
import type { TwoFactorDeps } from './two-factor-deps';
import { recordFactorEvent } from './two-factor-events';
import { loginChallenges, recoveryCodes, totpFactors } from './two-factor.tables';
import { secondFactorMethods, verifySecondFactor } from './verify-second-factor';

/**
 * `GET /users/two-factor`: on or off (a TOTP factor or a passkey), its methods, since when TOTP is
 * on, recovery codes left; never the secret.
 */
export async function twoFactorStatus(deps: Pick<TwoFactorDeps, 'db'>, userId: string) {
  const [factor] = await deps.db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId));
  const methods = await secondFactorMethods(deps.db, userId);
  const totpOn = Boolean(factor?.confirmedAt);
  const [left] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enabled: methods.length > 0,
    methods,
    enabledAt: factor?.confirmedAt ?? null,
    recoveryCodesLeft: totpOn ? (left?.n ?? 0) : 0,
  };
}

/**
 * `POST /users/two-factor/disable`: the password and a current code (or a recovery code) turn
 * the factor off; its recovery codes and open sign-in challenges go with it. Withdrawals pause
 * for 24 hours and the member is e-mailed (a thief with the password and the inbox must not
 * switch it off and withdraw at once).
 */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  userId: string,
  input: { password: string; code: string },
  ip: string | null,
) {
  const owner = await readOwner(deps.db, userId);
  if (!owner.passwordHash || !(await verifyPassword(owner.passwordHash, input.password))) {
    throw new AppError('CURRENT_PASSWORD_INCORRECT');
  }
  await verifySecondFactor(deps, owner, input.code, { allowRecovery: true, ip });
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
    await usersRepository.markSecurityChange(tx, userId, now);
    // No factor, no checked session: an admin's sessions are enrolment-only again (ADR 0011).
    await forgetSecondFactorChecks(tx, userId);
    await recordFactorEvent(tx, { owner, event: 'two-factor-disabled', now, ip, appUrl: deps.appUrl });
  });
  deps.wakeMail();
}

/**
 * `POST /users/two-factor/recovery-codes`: a current TOTP code makes ten new codes (the old ones
 * stop working), answered once. Withdrawals pause for 24 hours and the member is e-mailed.
 */
export async function regenerateRecoveryCodes(
  deps: TwoFactorDeps,
  userId: string,
  code: string,
  ip: string | null,
) {
  const owner = await readOwner(deps.db, userId);
  await verifySecondFactor(deps, owner, code, { allowRecovery: false, ip });
  const now = deps.now();
  const codes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, deps, userId, codes, now);
    await usersRepository.markSecurityChange(tx, userId, now);
    await recordFactorEvent(tx, { owner, event: 'recovery-codes-regenerated', now, ip, appUrl: deps.appUrl });
  });
  deps.wakeMail();
  return { recoveryCodes: codes };
}

/**
 * A withdrawal's second factor (issue 14): nothing for a member without one; otherwise a current
 * TOTP code or a passkey's assertion (to `POST /users/passkeys/assertion-options`) is required
 * (TWO_FACTOR_CODE_REQUIRED) and checked like every other use.
 */
export async function confirmWithdrawalFactor(
  deps: TwoFactorDeps,
  userId: string,
  code: string | undefined,
  passkey?: PasskeyAssertion,
): Promise<void> {
  if ((await secondFactorMethods(deps.db, userId)).length === 0) return;
  if (!code && !passkey) throw new AppError('TWO_FACTOR_CODE_REQUIRED');
  const owner = await readOwner(deps.db, userId);
  await verifySecondFactor(deps, owner, passkey ? { passkey } : code!, { allowRecovery: false, ip: null });
}
