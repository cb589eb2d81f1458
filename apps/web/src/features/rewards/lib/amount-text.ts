import { normalizeDecimal } from '@app/contract';

/** Plain decimal text of an amount from the API (a JSON number), exponent spelt out. */
export const amountText = (value: number): string => {
  const text = String(value);
  return normalizeDecimal(/e/i.test(text) ? value.toFixed(20) : text);
};
