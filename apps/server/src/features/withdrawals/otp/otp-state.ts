import { OTP_MAX_ATTEMPTS } from '@app/contract';
import type { WithdrawalOtpRow } from './withdrawal-otp.tables';

/**
 * Where a member's live code stands at `now`: none requested (or used/replaced), dead after too
 * many wrong tries, expired, or still usable. Expiry is exclusive: at 10:00 minutes it is gone.
 */
export type OtpState = 'none' | 'dead' | 'expired' | 'usable';

export const otpState = (row: WithdrawalOtpRow | undefined, now: Date): OtpState => {
  if (!row) return 'none';
  if (row.failedAttempts >= OTP_MAX_ATTEMPTS) return 'dead';
  if (now.getTime() >= row.expiresAt.getTime()) return 'expired';
  return 'usable';
};

export const attemptsLeft = (row: WithdrawalOtpRow) => Math.max(0, OTP_MAX_ATTEMPTS - row.failedAttempts);
