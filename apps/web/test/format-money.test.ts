import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, formatUsdt } from '@/lib/format/money';

describe('formatMoney: a $ sign and two decimals, 0.00 by default', () => {
  it('pads and rounds to two decimals', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney('7')).toBe('$7.00');
    expect(formatMoney('0.125')).toBe('$0.13');
    expect(formatMoney('0.124999')).toBe('$0.12');
  });

  it('rounds half away from zero on the decimal text, not on a float', () => {
    // As floats 1.005 and 8.675 sit just below the half and toFixed(2) gives 1.00 and 8.67.
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(8.675)).toBe('$8.68');
    expect(formatMoney('-2.345')).toBe('-$2.35');
  });

  it('keeps large amounts exact', () => {
    expect(formatMoney('123456789012345678.999')).toBe('$123456789012345679.00');
    expect(formatMoney(10n ** 20n)).toBe('$100000000000000000000.00');
  });

  it('shows tiny amounts written with an exponent', () => {
    expect(formatMoney(1e-7)).toBe('$0.00');
    expect(formatMoney(0.000000009)).toBe('$0.00');
  });

  it('defaults missing or unreadable values to 0.00', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(value)).toBe('$0.00');
    }
  });

  it('never shows a negative zero', () => {
    expect(formatMoney('-0.001')).toBe('$0.00');
  });

  it('formats plain amounts and USDT', () => {
    expect(formatAmount(3)).toBe('3.00');
    expect(formatUsdt('10')).toBe('10.00 USDT');
  });
});
