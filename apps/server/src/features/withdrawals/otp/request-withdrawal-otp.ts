import { OTP_MAX_REQUESTS, OTP_REQUEST_WINDOW_MINUTES, OTP_TTL_MINUTES } from '@app/contract';
import { AppError } from '../../../http/app-error';
import { checkWithdrawalAddress, walletAddressNotReady } from '../../wallet-addresses';
import { assertNotOwnOrBurned } from '../withdrawal-destination';
import { assertOnboardingDone, lockMember } from '../lock-member';
import { assertNoWithdrawalCooldown } from '../withdrawal-cooldown';
import { enqueueWithdrawalCodeMail } from '../withdrawal-mails';
import type { WithdrawalDeps } from '../withdrawal-deps';
import { assertWithdrawalsNotFrozen } from './daily-wrong-codes';
import { generateOtpCode, hashOtpCode } from './otp-code';
import { withdrawalOtpRepository as otps } from './withdrawal-otp.repository';

const MINUTE = 60_000;

/**
 * `POST /otp/withdrawal/request`: a new code replaces the member's live one and is e-mailed
 * through the outbox in the same transaction. Refused before onboarding is done (paid and linked)
 * during the cooldown after a password change, while withdrawals are frozen for too many wrong
 * codes today, and (when the client names the address) for an address not ready in the member's
 * book, so the member learns it before typing a code. At most OTP_MAX_REQUESTS in the window; the member's
 * row lock makes parallel requests count one after the other.
 */
export async function requestWithdrawalOtp(
  deps: WithdrawalDeps,
  userId: string,
  input: { walletAddress?: string | undefined } = {},
) {
  const now = deps.now();
  const code = generateOtpCode();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE);
  const notReady = await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    assertOnboardingDone(member, now);
    assertNoWithdrawalCooldown(member, now);
    await assertWithdrawalsNotFrozen(tx, userId, now);
    // The address, when the client sends it, is judged before a code is sent (ADR 0012): one not
    // ready is added to the book (committed) and no code is e-mailed.
    if (input.walletAddress) {
      await assertNotOwnOrBurned(tx, input.walletAddress);
      const address = { owner: member, address: input.walletAddress, now };
      const waiting = await checkWithdrawalAddress(tx, { db: deps.db, appUrl: deps.appUrl }, address);
      if (waiting) return waiting;
    }
    const windowStart = new Date(now.getTime() - OTP_REQUEST_WINDOW_MINUTES * MINUTE);
    const recent = await otps.requestsSince(tx, userId, windowStart);
    if (recent.count >= OTP_MAX_REQUESTS) {
      const reopensAt = (recent.oldest?.getTime() ?? now.getTime()) + OTP_REQUEST_WINDOW_MINUTES * MINUTE;
      const seconds = Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000));
      throw new AppError('OTP_RATE_LIMITED', { headers: { 'retry-after': String(seconds) } });
    }
    await otps.replaceLive(tx, userId, now);
    await otps.insert(tx, {
      userId,
      codeHash: hashOtpCode(deps.otpKey, userId, code),
      createdAt: now,
      expiresAt,
    });
    await enqueueWithdrawalCodeMail(tx, member, { code, now });
    return null;
  });
  deps.wakeMail?.();
  if (notReady) throw walletAddressNotReady(notReady);
  return { expiresAt };
}
