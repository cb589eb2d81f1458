import { isRecoveryCode, isTotpCode, type PasskeyAssertion, type TwoFactorMethod } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../infra/db/client';
import { guardSecondFactor, tooManyAttempts } from '../accounts';
import { hashRecoveryCode } from './recovery-codes';
import { checkTotp } from './totp';
import { tryOpenTotpSecret } from './totp-secret-box';
import type { FactorOwner, TwoFactorDeps } from './two-factor-deps';
import { recordFactorEvent } from './two-factor-events';
import { checkPasskeyAssertion } from './passkey-assertion';
import { passkeys, recoveryCodes, totpFactors } from './two-factor.tables';

type Outcome =
  | { ok: true; method: TwoFactorMethod }
  | { ok: false; code: 'used' | 'wrong' | 'off' | 'challenge'; passkey?: true };

/** What proves the factor: a typed code (TOTP or recovery), or a passkey's assertion. */
export type SecondFactorProof = string | { passkey: PasskeyAssertion };

/**
 * The check behind every use of the second factor (sign-in, withdrawal, turning it off, new
 * recovery codes), in its own transaction under the factor's row lock, so parallel tries are
 * judged one by one:
 * - refused while sign-in is locked out (TOO_MANY_LOGIN_ATTEMPTS): the lockout caps guessing
 *   wherever a code is typed;
 * - a TOTP code of the current step or one either side, whose step is after the last accepted
 *   one (TWO_FACTOR_CODE_USED otherwise); the accepted step is recorded;
 * - where allowed, an unused recovery code, used up here and e-mailed to the account;
 * - or a passkey's assertion to a challenge of this account (`POST /users/passkeys/assertion-options`
 *   or the sign-in's passkey options): the challenge is used up (a replay: PASSKEY_CHALLENGE_INVALID),
 *   then the signature and counter are checked (PASSKEY_INVALID, counted like a wrong code);
 * - anything else is TWO_FACTOR_INVALID_CODE and counts towards the account's sign-in failures
 *   (the lockout's one function in accounts); the failure that starts a lockout answers
 *   TOO_MANY_LOGIN_ATTEMPTS.
 */
export async function verifySecondFactor(
  deps: TwoFactorDeps,
  owner: FactorOwner,
  proof: SecondFactorProof,
  options: { allowRecovery: boolean; ip: string | null; userAgent?: string | null | undefined },
): Promise<{ method: TwoFactorMethod }> {
  const guard = await factorGuard(deps, owner, options);
  const now = deps.now();
  const typed = typeof proof === 'string' ? proof.trim() : '';
  let mailed = false;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    if (typeof proof !== 'string') {
      const check = await checkPasskeyAssertion(tx, {
        appUrl: deps.appUrl,
        userId: owner.id,
        response: proof.passkey,
        now,
      });
      if (check.ok) return { ok: true, method: 'passkey' };
      if (check.reason === 'challenge') return { ok: false, code: 'challenge' };
      await recordFactorEvent(tx, {
        owner,
        event: 'two-factor-failed',
        now,
        ip: options.ip,
        appUrl: deps.appUrl,
        details: { method: 'passkey' },
      });
      return { ok: false, code: 'wrong', passkey: true };
    }
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
  if (outcome.code === 'challenge') throw new AppError('PASSKEY_CHALLENGE_INVALID');
  const blockedUntil = await guard.failed(now);
  if (blockedUntil) throw tooManyAttempts(blockedUntil, now);
  throw new AppError(outcome.passkey ? 'PASSKEY_INVALID' : 'TWO_FACTOR_INVALID_CODE');
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

/**
 * The account's second factors: `totp` and `recovery` with a confirmed TOTP factor, `passkey`
 * with at least one passkey. Empty: no second factor.
 */
export async function secondFactorMethods(
  db: Tx | TwoFactorDeps['db'],
  userId: string,
): Promise<TwoFactorMethod[]> {
  const [row] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId));
  const [passkey] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return [
    ...(row?.confirmedAt ? (['totp', 'recovery'] as const) : []),
    ...(passkey ? (['passkey'] as const) : []),
  ];
}

/** Whether the account has a second factor turned on (a confirmed TOTP factor or a passkey). */
export async function hasSecondFactor(db: Tx | TwoFactorDeps['db'], userId: string): Promise<boolean> {
  return (await secondFactorMethods(db, userId)).length > 0;
}
