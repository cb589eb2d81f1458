import { compareDecimal, DOWNLINE_RATES_TOTAL_PERCENT, isDecimalString, sumDecimals } from '@app/contract';

/** Sum of the rate fields as exact decimals; null while a field is not a number yet. */
export const rateTotal = (percents: string[]): string | null => {
  const filled = percents.map((p) => p.trim()).filter((p) => p !== '');
  if (!filled.every(isDecimalString)) return null;
  return sumDecimals(filled.length ? filled : ['0']);
};

/** The DOWNLINE schedule must add up to exactly 15 % (issue 5). */
export const downlineTotalOk = (percents: string[]): boolean => {
  const total = rateTotal(percents);
  return total !== null && compareDecimal(total, DOWNLINE_RATES_TOTAL_PERCENT) === 0;
};

/** The DIRECT schedule must not exceed 100 %. */
export const directTotalOk = (percents: string[]): boolean => {
  const total = rateTotal(percents);
  return total !== null && compareDecimal(total, '100') <= 0;
};
