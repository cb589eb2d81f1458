import { isRecoveryCode, isTotpCode } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../infra/db/client';
import { guardSecondFactor, tooManyAttempts } from '../accounts';
import { hashRecoveryCode } from './recovery-codes';
import { checkTotp } from './totp';
import { tryOpenTotpSecret } from './totp-secret-box';
import type { FactorOwner, TwoFactorDeps } from './two-factor-deps';
import { recordFactorEvent } from './two-factor-events';
import { recoveryCodes, totpFactors } from './two-factor.tables';

type Outcome = { ok: true; method: 'totp' | 'recovery' } | { ok: false; code: 'used' | 'wrong' | 'off' };

/**
 * The check behind every use of the second factor (sign-in, withdrawal, turning it off, new
 * recovery codes), in its own transaction under the factor's row lock, so parallel tries are
 * judged one by one:
 * - refused while sign-in is locked out (TOO_MANY_LOGIN_ATTEMPTS): the lockout caps guessing
 *   wherever a code is typed;
 * - a TOTP code of the current step or one either side, whose step is after the last accepted
 *   one (TWO_FACTOR_CODE_USED otherwise); the accepted step is recorded;
 * - where allowed, an unused recovery code, used up here and e-mailed to the account;
 * - anything else is TWO_FACTOR_INVALID_CODE and counts towards the account's sign-in failures
 *   (the lockout's one function in accounts); the failure that starts a lockout answers
 *   TOO_MANY_LOGIN_ATTEMPTS.
 */
export async function verifySecondFactor(
  deps: TwoFactorDeps,
  owner: FactorOwner,
  code: string,
  options: { allowRecovery: boolean; ip: string | null; userAgent?: string | null | undefined },
): Promise<{ method: 'totp' | 'recovery' }> {
  const guard = await factorGuard(deps, owner, options);
  const now = deps.now();
  const typed = code.trim();
  let mailed = false;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [factor] = await tx
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, owner.id))
      .for('update');
    if (!factor?.confirmedAt) return { ok: false, code: 'off' };
    if (isTotpCode(typed)) {
      const secret = tryOpenTotpSecret(deps.keys.secretKey, owner.id, factor.secretCiphertext);
      const check = secret ? checkTotp(secret, typed, now, factor.lastUsedStep) : null;
      if (check?.ok) {
        await tx
          .update(totpFactors)
          .set({ lastUsedStep: check.step })
          .where(eq(totpFactors.userId, owner.id));
        return { ok: true, method: 'totp' };
      }
      if (check?.reason === 'used') return { ok: false, code: 'used' };
    } else if (
      options.allowRecovery &&
      isRecoveryCode(typed) &&
      (await useRecoveryCode(tx, deps, owner.id, typed, now))
    ) {
      mailed = await recordFactorEvent(tx, {
        owner,
        event: 'recovery-code-used',
        now,
        ip: options.ip,
        appUrl: deps.appUrl,
      });
      return { ok: true, method: 'recovery' };
    }
    await recordFactorEvent(tx, {
      owner,
      event: 'two-factor-failed',
      now,
      ip: options.ip,
      appUrl: deps.appUrl,
    });
    return { ok: false, code: 'wrong' };
  });
  if (mailed) deps.wakeMail();
  if (outcome.ok) return { method: outcome.method };
  if (outcome.code === 'off') throw new AppError('TWO_FACTOR_NOT_ENABLED');
  if (outcome.code === 'used') throw new AppError('TWO_FACTOR_CODE_USED');
  const blockedUntil = await guard.failed(now);
  if (blockedUntil) throw tooManyAttempts(blockedUntil, now);
  throw new AppError('TWO_FACTOR_INVALID_CODE');
}

/** The sign-in throttle, judging this code as an attempt on the account from this address. */
export const factorGuard = (
  deps: TwoFactorDeps,
  owner: FactorOwner,
  from: { ip: string | null; userAgent?: string | null | undefined },
) =>
  guardSecondFactor(deps, {
    email: owner.email,
    user: {
      id: owner.id,
      email: owner.email,
      firstName: owner.firstName,
      isAdmin: owner.isAdmin,
      language: owner.language,
    },
    ip: from.ip,
    userAgent: from.userAgent ?? null,
  });

async function useRecoveryCode(tx: Tx, deps: TwoFactorDeps, userId: string, code: string, now: Date) {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(deps.keys.recoveryKey, userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** Whether the account has a second factor turned on (a confirmed TOTP factor). */
export async function hasSecondFactor(db: Tx | TwoFactorDeps['db'], userId: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId));
  return Boolean(row?.confirmedAt);
}
