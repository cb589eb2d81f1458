import type { SessionUser } from './entities/user';

/**
 * The subscription's period in words, from the `subscriptionPeriodDays` setting, wherever the fee
 * is described (onboarding, profile, landing FAQ, e-mails): 365 days is "per year", 30 or 31 "per
 * month", anything else "every N days". The documents call the period annual in one place and
 * monthly in another; the setting decides, so no fixed word disagrees with it.
 */
export function subscriptionPeriodText(periodDays: number): string {
  if (periodDays === 365) return 'per year';
  if (periodDays === 30 || periodDays === 31) return 'per month';
  if (periodDays === 1) return 'per day';
  return `every ${periodDays} days`;
}

/** The adjective before "subscription": "yearly", "monthly", or "N-day". */
export function subscriptionPeriodAdjective(periodDays: number): string {
  if (periodDays === 365) return 'yearly';
  if (periodDays === 30 || periodDays === 31) return 'monthly';
  if (periodDays === 1) return 'daily';
  return `${periodDays}-day`;
}

/** "10 USDT per year": the fee with its period. */
export const subscriptionFeeText = (fee: string, periodDays: number) =>
  `${fee} USDT ${subscriptionPeriodText(periodDays)}`;

/** `true` when the session user's subscription fee counts as paid, whichever shape it has
 * (here, not beside the schema, so a page can ask without loading zod). */
export const isSubscriptionPaid = (fee: SessionUser['subscriptionFee']) =>
  typeof fee === 'object' && fee !== null && fee.paid;
