import { compareDecimal, fromScaled, sumDecimals, toScaled } from '@app/contract';

const DAY = 86_400_000;
export const RECENT_PASSWORD_CHANGE_DAYS = 7;
/** "Above usual": more than this many times the median of the member's approved withdrawals. */
export const USUAL_AMOUNT_FACTOR = 2;

/** Median of decimal strings, exact (the mean of the middle two for an even count). */
export function medianDecimal(values: string[]): string | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort(compareDecimal);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid] ?? null;
  const pair = sumDecimals([sorted[mid - 1] ?? '0', sorted[mid] ?? '0']);
  // Amounts have at most 8 decimals; at 9 the half of their sum is exact.
  return fromScaled(toScaled(pair, 9) / 2n, 9);
}

interface SignalInput {
  withdrawal: { amount: string; requestedAt: Date };
  passwordChangedAt: Date | null;
  /** The member's other withdrawals (any status). */
  others: { amount: string; status: string; requestedAt: Date }[];
  addressUsedByAnotherMember: boolean;
}

/** Things worth a second look before approving, as plain rules (issue 6, review screen). */
export function withdrawalSignals(input: SignalInput) {
  const { withdrawal, passwordChangedAt, others } = input;
  const earlier = others.filter((o) => o.requestedAt < withdrawal.requestedAt);
  const usual = medianDecimal(earlier.filter((o) => o.status === 'APPROVED').map((o) => o.amount));
  const threshold =
    usual === null ? null : sumDecimals(Array.from({ length: USUAL_AMOUNT_FACTOR }, () => usual));
  return {
    addressUsedByAnotherMember: input.addressUsedByAnotherMember,
    recentPasswordChange:
      passwordChangedAt !== null &&
      passwordChangedAt.getTime() >= withdrawal.requestedAt.getTime() - RECENT_PASSWORD_CHANGE_DAYS * DAY,
    firstWithdrawal: earlier.length === 0,
    aboveUsualAmount: threshold !== null && compareDecimal(withdrawal.amount, threshold) > 0,
  };
}
