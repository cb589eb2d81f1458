import { OTP_MAX_ATTEMPTS } from '@app/contract';
import { AppError } from '../../../http/app-error';
import { recordSecurityEvent } from '../../security-events';
import { lockMember } from '../lock-member';
import { enqueueWithdrawalsFrozenMail } from '../withdrawal-mails';
import type { WithdrawalDeps } from '../withdrawal-deps';
import { frozenError, frozenUntil, isFrozen, wrongCodesToday } from './daily-wrong-codes';
import { otpMatches } from './otp-code';
import { otpState } from './otp-state';
import { withdrawalOtpRepository as otps } from './withdrawal-otp.repository';

type Outcome = { ok: true; expiresAt: Date } | { ok: false; code: AppError['code'] };

/**
 * `POST /otp/withdrawal/verify`: a right code is marked verified (not consumed: the withdrawal
 * consumes it). A wrong one counts a try, committed before the refusal is answered; the fifth
 * wrong try kills the code. The member's row and the code row are locked, so parallel guesses
 * count one by one. A wrong code is an `otp.failed` security event (never with the digits). The
 * wrong try that reaches OTP_MAX_WRONG_PER_DAY for the UTC day freezes withdrawals until midnight
 * (WITHDRAWALS_FROZEN) and e-mails the member, once; while frozen no code is checked at all.
 */
export async function verifyWithdrawalOtp(
  deps: WithdrawalDeps,
  userId: string,
  code: string,
  caller: { ip: string | null; userAgent?: string | null | undefined } = { ip: null },
) {
  const now = deps.now();
  let mailed = false;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const member = await lockMember(tx, userId);
    if (isFrozen(await wrongCodesToday(tx, userId, now))) return { ok: false, code: 'WITHDRAWALS_FROZEN' };
    const row = await otps.findLive(tx, userId, { forUpdate: true });
    const state = otpState(row, now);
    if (!row || state === 'none') return { ok: false, code: 'OTP_INVALID' };
    if (state === 'dead') return { ok: false, code: 'OTP_TOO_MANY_ATTEMPTS' };
    if (state === 'expired') return { ok: false, code: 'OTP_EXPIRED' };
    if (!otpMatches(deps.otpKey, userId, code, row.codeHash)) {
      const failed = await otps.recordFailedAttempt(tx, row.id);
      const frozen = isFrozen(await wrongCodesToday(tx, userId, now));
      await recordSecurityEvent(tx, {
        type: 'otp.failed',
        userId,
        ip: caller.ip,
        userAgent: caller.userAgent ?? null,
        details: {
          purpose: 'withdrawal',
          failedAttempts: failed,
          codeDead: failed >= OTP_MAX_ATTEMPTS,
          withdrawalsFrozen: frozen,
        },
        at: now,
      });
      if (frozen) {
        await enqueueWithdrawalsFrozenMail(tx, member, { appUrl: deps.appUrl, until: frozenUntil(now), now });
        mailed = true;
        return { ok: false, code: 'WITHDRAWALS_FROZEN' };
      }
      return { ok: false, code: failed >= OTP_MAX_ATTEMPTS ? 'OTP_TOO_MANY_ATTEMPTS' : 'OTP_INVALID' };
    }
    await otps.markVerified(tx, row.id, now);
    return { ok: true, expiresAt: row.expiresAt };
  });
  if (mailed) deps.wakeMail?.();
  if (!outcome.ok)
    throw outcome.code === 'WITHDRAWALS_FROZEN' ? frozenError(now) : new AppError(outcome.code);
  return { verified: true as const, expiresAt: outcome.expiresAt };
}
