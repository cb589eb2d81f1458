import { isDecimalString, roundDecimal } from '@app/contract';
import { currentLanguage } from '@/lib/i18n/i18n';
import { intlLocales } from '@/lib/i18n/languages';

/**
 * Money for display: a $ sign and two decimals, 0.00 when the value is missing (member 2, 9).
 * Never through a float: numbers from the API are read through their shortest decimal text and
 * rounded half away from zero by the contract's decimal arithmetic.
 */
export type MoneyInput = string | number | bigint | null | undefined;

const DISPLAY_PLACES = 2;

const toDecimalText = (value: MoneyInput): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    // Very small or very large numbers print with an exponent; spell them out.
    return /e/i.test(text) ? value.toFixed(20) : text;
  }
  const text = value.trim();
  return isDecimalString(text) ? text : null;
};

/** An amount as exact decimal text ('12.5'), '0' when missing or unreadable (charts draw from it). */
export const decimalText = (value: MoneyInput): string => toDecimalText(value) ?? '0';

/** '12.5' -> '12.50'; missing or unreadable -> '0.00'. */
export const formatAmount = (value: MoneyInput): string => {
  const text = toDecimalText(value);
  if (text === null) return '0.00';
  const [whole, fraction = ''] = roundDecimal(text, DISPLAY_PLACES).split('.');
  return `${whole}.${fraction.padEnd(DISPLAY_PLACES, '0')}`;
};

/**
 * The two-decimal amount as the chosen language writes numbers (issue 17): English keeps the spec's
 * '1234.50'; Spanish '1234,50', Vietnamese '1.234,50', Indonesian '1.234,50'. Exact: Intl reads the
 * decimal text, never a float.
 */
export const formatLocalAmount = (value: MoneyInput, language = currentLanguage()): string => {
  const amount = formatAmount(value);
  if (language === 'en') return amount;
  const format = new Intl.NumberFormat(intlLocales[language], {
    minimumFractionDigits: DISPLAY_PLACES,
    maximumFractionDigits: DISPLAY_PLACES,
  });
  return format.format(amount as `${number}`);
};

/** '12.5' -> '$12.50'; '-3' -> '-$3.00'; missing -> '$0.00' (the number in the chosen language's way). */
export const formatMoney = (value: MoneyInput): string => {
  const amount = formatLocalAmount(value);
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
};

/** '12.5' -> '12.50 USDT' (the number in the chosen language's way). */
export const formatUsdt = (value: MoneyInput): string => `${formatLocalAmount(value)} USDT`;
