import { TOTP_ENROLMENT_TTL_MINUTES } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../infra/db/client';
import { markSecondFactorChecked, tooManyAttempts } from '../accounts';
import { readOwner } from './owner';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { checkTotp, newTotpSecret, totpUri } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box';
import type { TwoFactorDeps } from './two-factor-deps';
import { recordFactorEvent } from './two-factor-events';
import { recoveryCodes, totpFactors } from './two-factor.tables';
import { factorGuard } from './verify-second-factor';

const ENROLMENT_MS = TOTP_ENROLMENT_TTL_MINUTES * 60_000;

/**
 * `POST /users/two-factor/totp/setup`: a new secret, kept encrypted as a pending factor (a new
 * start replaces a pending one), answered once to be scanned or typed. Refused while a factor is
 * on: turning it off first needs the current code.
 */
export async function startTotpSetup(deps: TwoFactorDeps, userId: string) {
  const owner = await readOwner(deps.db, userId);
  const now = deps.now();
  const secret = newTotpSecret();
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, userId))
      .for('update');
    if (existing?.confirmedAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
    const sealed = sealTotpSecret(deps.keys.secretKey, userId, secret);
    await tx
      .insert(totpFactors)
      .values({ userId, secretCiphertext: sealed, createdAt: now, confirmedAt: null, lastUsedStep: null })
      .onConflictDoUpdate({
        target: totpFactors.userId,
        set: { secretCiphertext: sealed, createdAt: now, confirmedAt: null, lastUsedStep: null },
      });
  });
  return {
    secret,
    otpauthUrl: totpUri(secret, owner.email),
    expiresAt: new Date(now.getTime() + ENROLMENT_MS),
  };
}

/**
 * `POST /users/two-factor/totp/confirm`: the first code turns the factor on and answers the ten
 * recovery codes, once (only their hashes are kept). A wrong code counts towards the sign-in
 * failures; a set-up older than 15 minutes must be started again. The calling session has just
 * proved the factor: it counts as checked now, so an admin's enrolment-only session becomes a
 * full one (ADR 0011).
 */
export async function confirmTotpSetup(
  deps: TwoFactorDeps,
  caller: { userId: string; sessionId: string },
  code: string,
  ip: string | null,
) {
  const { userId } = caller;
  const owner = await readOwner(deps.db, userId);
  const guard = await factorGuard(deps, owner, { ip });
  const now = deps.now();
  const codes = newRecoveryCodes();
  const outcome = await deps.db.transaction(async (tx) => {
    const [pending] = await tx.select().from(totpFactors).where(eq(totpFactors.userId, userId)).for('update');
    if (pending?.confirmedAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
    if (!pending || now.getTime() - pending.createdAt.getTime() > ENROLMENT_MS) {
      throw new AppError('TWO_FACTOR_SETUP_EXPIRED');
    }
    const secret = openTotpSecret(deps.keys.secretKey, userId, pending.secretCiphertext);
    const check = checkTotp(secret, code.trim(), now, pending.lastUsedStep);
    if (!check.ok) return 'wrong' as const;
    await tx
      .update(totpFactors)
      .set({ confirmedAt: now, lastUsedStep: check.step })
      .where(eq(totpFactors.userId, userId));
    await replaceRecoveryCodes(tx, deps, userId, codes, now);
    await markSecondFactorChecked(tx, caller.sessionId, now);
    await recordFactorEvent(tx, {
      owner,
      event: 'two-factor-enabled',
      now,
      ip,
      appUrl: deps.appUrl,
      details: { method: 'totp' },
    });
    return 'on' as const;
  });
  if (outcome === 'wrong') {
    const blockedUntil = await guard.failed(now);
    if (blockedUntil) throw tooManyAttempts(blockedUntil, now);
    throw new AppError('TWO_FACTOR_INVALID_CODE');
  }
  deps.wakeMail();
  return { recoveryCodes: codes };
}

/** The account's recovery codes become `codes` (hashed); every earlier one stops working. */
export async function replaceRecoveryCodes(
  tx: Tx,
  deps: TwoFactorDeps,
  userId: string,
  codes: string[],
  now: Date,
) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeHash: hashRecoveryCode(deps.keys.recoveryKey, userId, code),
      createdAt: now,
    })),
  );
}
