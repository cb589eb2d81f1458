import { isDecimalString, normalizeDecimal, roundDecimal } from './decimal';

/**
 * The plain side of money.ts (see there how money travels): constants and decimal helpers with no
 * schema, so code that only formats or reads amounts does not build schemas nor load zod (the
 * web app's first script). Exported to users through money.ts.
 */
export const MONEY_DECIMALS = 8;
/** Largest magnitude an amount may have; anything bigger is a bug or an attack. */
export const MONEY_LIMIT = 1e15;
/** Longest amount text a request may carry. */
export const AMOUNT_TEXT_MAX_LENGTH = 40;

/**
 * Plain decimal text of a JS number (no exponent), exactly the digits JS writes for it: tiny
 * values are expanded, not rounded away (`1e-21` is '0.000000000000000000001', not '0', so that a
 * request's decimal-places check sees every digit).
 */
export const numberToDecimal = (n: number) => {
  const text = String(n);
  const scientific = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!scientific) return text;
  const [, sign = '', lead = '', rest = '', exponent = '0'] = scientific;
  const digits = lead + rest;
  const point = 1 + Number(exponent); // where the decimal point falls in `digits`
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
};

/** The exact decimal string of an amount received in an answer (a `Money`; for comparisons in forms). */
export const moneyToDecimal = (amount: number): string =>
  roundDecimal(numberToDecimal(amount), MONEY_DECIMALS);

/**
 * Read a typed or sent amount: a JSON number or a plain decimal string ('12', '0.5', '.5').
 * Returns the normalised decimal string, or null when it is not a plain decimal.
 */
export const parseAmount = (input: number | string): string | null => {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || Math.abs(input) >= MONEY_LIMIT) return null;
    return normalizeDecimal(numberToDecimal(input));
  }
  const text = input.trim().replace(/^\./, '0.');
  return isDecimalString(text) && text.length <= AMOUNT_TEXT_MAX_LENGTH ? normalizeDecimal(text) : null;
};
