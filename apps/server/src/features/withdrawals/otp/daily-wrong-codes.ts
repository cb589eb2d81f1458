import { OTP_MAX_WRONG_PER_DAY, OTP_TTL_MINUTES } from '@app/contract';
import { AppError } from '../../../http/app-error';
import type { Tx } from '../../../infra/db/client';
import { withdrawalOtpRepository as otps } from './withdrawal-otp.repository';

const DAY = 86_400_000;

const dayStart = (now: Date) => new Date(Math.floor(now.getTime() / DAY) * DAY);

/** The next UTC midnight: when a frozen member may withdraw again. */
export const frozenUntil = (now: Date) => new Date(dayStart(now).getTime() + DAY);

/**
 * Wrong codes the member typed today (UTC), all codes together: each code dies after
 * OTP_MAX_ATTEMPTS wrong tries, and this caps what new codes add (issue 21: 5 a code and 3 codes
 * every 5 minutes once allowed about 4,300 guesses a day). Codes still live at midnight count too.
 */
export const wrongCodesToday = (tx: Tx, userId: string, now: Date) =>
  otps.failedAttemptsSince(tx, userId, new Date(dayStart(now).getTime() - OTP_TTL_MINUTES * 60_000));

export const isFrozen = (wrongToday: number) => wrongToday >= OTP_MAX_WRONG_PER_DAY;

export const frozenError = (now: Date) => {
  const until = frozenUntil(now);
  return new AppError('WITHDRAWALS_FROZEN', {
    data: { availableAt: until.toISOString() },
    headers: { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) },
  });
};

/**
 * After OTP_MAX_WRONG_PER_DAY wrong codes in a UTC day, withdrawals are frozen until the next:
 * no code is sent, checked or used. Run it with the member's row locked.
 */
export async function assertWithdrawalsNotFrozen(tx: Tx, userId: string, now: Date): Promise<void> {
  if (isFrozen(await wrongCodesToday(tx, userId, now))) throw frozenError(now);
}
