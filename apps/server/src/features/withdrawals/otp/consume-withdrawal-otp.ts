import { AppError } from '../../../http/app-error';
import type { Tx } from '../../../infra/db/client';
import { assertWithdrawalsNotFrozen } from './daily-wrong-codes';
import { otpMatches } from './otp-code';
import { otpState } from './otp-state';
import { withdrawalOtpRepository as otps } from './withdrawal-otp.repository';

/**
 * Inside the withdrawal's transaction: the code must be the member's live, verified, unexpired
 * one, and is used up with the withdrawal (a rolled-back request leaves it usable). "Verified" is
 * checked before the digits, so this call never tells a right code from a wrong one by itself:
 * only `verify` does, and it counts tries.
 */
export async function consumeWithdrawalOtp(
  tx: Tx,
  deps: { otpKey: Buffer; now: Date },
  userId: string,
  code: string,
): Promise<void> {
  const id = await checkWithdrawalOtp(tx, deps, userId, code);
  if (!(await otps.consume(tx, id, deps.now))) throw new AppError('OTP_NOT_VERIFIED');
}

/**
 * The same checks without using the code up (the row stays locked): a withdrawal judges its
 * address after them and before the code is used, so a refused address leaves the code usable.
 */
export async function checkWithdrawalOtp(
  tx: Tx,
  deps: { otpKey: Buffer; now: Date },
  userId: string,
  code: string,
): Promise<string> {
  await assertWithdrawalsNotFrozen(tx, userId, deps.now);
  const row = await otps.findLive(tx, userId, { forUpdate: true });
  const state = otpState(row, deps.now);
  if (!row || state === 'none') throw new AppError('OTP_NOT_VERIFIED');
  if (state === 'dead') throw new AppError('OTP_TOO_MANY_ATTEMPTS');
  if (state === 'expired') throw new AppError('OTP_EXPIRED');
  if (row.verifiedAt === null) throw new AppError('OTP_NOT_VERIFIED');
  if (!otpMatches(deps.otpKey, userId, code, row.codeHash)) throw new AppError('OTP_INVALID');
  return row.id;
}
