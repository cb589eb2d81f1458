import type { TFunction } from 'i18next';

/**
 * The contract's subscriptionFeeText in the chosen language: 365 days is "per year", 30 or 31
 * "per month", 1 "per day", anything else "every N days" (a plural).
 */
export const subscriptionPeriodWords = (t: TFunction, periodDays: number): string => {
  if (periodDays === 365) return t('period.perYear');
  if (periodDays === 30 || periodDays === 31) return t('period.perMonth');
  if (periodDays === 1) return t('period.perDay');
  return t('period.everyDays', { count: periodDays });
};

/** "10 USDT per year". */
export const subscriptionFeeWords = (t: TFunction, fee: string, periodDays: number): string =>
  t('period.fee', { fee, period: subscriptionPeriodWords(t, periodDays) });
