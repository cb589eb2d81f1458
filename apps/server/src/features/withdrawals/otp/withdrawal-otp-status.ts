import type { WithdrawalDeps } from '../withdrawal-deps';
import { attemptsLeft, otpState } from './otp-state';
import { withdrawalOtpRepository as otps } from './withdrawal-otp.repository';

/** `GET /otp/withdrawal/status`: whether a usable code exists, whether it is verified, tries left. */
export async function withdrawalOtpStatus(deps: Pick<WithdrawalDeps, 'db' | 'now'>, userId: string) {
  const row = await otps.findLive(deps.db, userId);
  if (!row || otpState(row, deps.now()) !== 'usable') {
    return { active: false, verified: false, expiresAt: null, attemptsLeft: 0 };
  }
  return {
    active: true,
    verified: row.verifiedAt !== null,
    expiresAt: row.expiresAt,
    attemptsLeft: attemptsLeft(row),
  };
}
