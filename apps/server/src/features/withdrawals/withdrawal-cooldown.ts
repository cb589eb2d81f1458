import { WITHDRAWAL_COOLDOWN_HOURS } from '@app/contract';
import { AppError } from '../../http/app-error';

const HOUR = 3_600_000;

/** When withdrawals open again after a password change or reset, or null when they are open. */
export const cooldownEndsAt = (passwordChangedAt: Date | null, now: Date): Date | null => {
  if (!passwordChangedAt) return null;
  const endsAt = new Date(passwordChangedAt.getTime() + WITHDRAWAL_COOLDOWN_HOURS * HOUR);
  return now < endsAt ? endsAt : null;
};

const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A stolen password must not be enough to empty an account: for 24 hours after the password
 * changed (or was reset) no code is sent and no withdrawal accepted; the same for 24 hours after
 * the second factor was turned off, its recovery codes regenerated or a passkey removed (issue 14,
 * ADR 0011). The
 * message says why and when.
 */
export function assertNoWithdrawalCooldown(
  member: { passwordChangedAt: Date | null; securityChangedAt?: Date | null },
  now: Date,
) {
  const afterPassword = cooldownEndsAt(member.passwordChangedAt, now);
  const afterSecurity = cooldownEndsAt(member.securityChangedAt ?? null, now);
  const endsAt =
    afterPassword && afterSecurity
      ? new Date(Math.max(afterPassword.getTime(), afterSecurity.getTime()))
      : (afterPassword ?? afterSecurity);
  if (!endsAt) return;
  const why =
    afterSecurity && endsAt === afterSecurity
      ? 'a change to your two-factor authentication or passkeys'
      : 'a password change or reset';
  throw new AppError('WITHDRAWAL_COOLDOWN', {
    data: { availableAt: endsAt.toISOString() },
    detail:
      `Withdrawals are paused for ${WITHDRAWAL_COOLDOWN_HOURS} hours after ${why}. ` +
      `You can withdraw again from ${utcMinute(endsAt)}.`,
  });
}
