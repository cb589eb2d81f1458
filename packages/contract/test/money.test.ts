import { describe, expect, it } from 'vitest';
import {
  amountInputSchema,
  compareDecimal,
  countSchema,
  decimalPlaces,
  fromScaled,
  moneySchema,
  moneyToDecimal,
  normalizeDecimal,
  parseAmount,
  roundDecimal,
  sumDecimals,
  toScaled,
} from '../src';

describe('decimal strings', () => {
  it('normalises', () => {
    expect(normalizeDecimal('-001.2300')).toBe('-1.23');
    expect(normalizeDecimal('-0.000')).toBe('0');
    expect(normalizeDecimal('10')).toBe('10');
  });

  it('rounds half away from zero', () => {
    expect(roundDecimal('1.005', 2)).toBe('1.01');
    expect(roundDecimal('1.004999', 2)).toBe('1');
    expect(roundDecimal('-1.005', 2)).toBe('-1.01');
    expect(roundDecimal('0.123456789', 8)).toBe('0.12345679');
    expect(roundDecimal('12.000000000000000001', 8)).toBe('12');
  });

  it('scales exactly', () => {
    expect(toScaled('123.45', 2)).toBe(12345n);
    expect(fromScaled(-5n, 3)).toBe('-0.005');
    expect(decimalPlaces('1.50')).toBe(1);
  });

  it('compares and sums without float error', () => {
    expect(compareDecimal('0.3', '0.30')).toBe(0);
    expect(compareDecimal('0.30000001', '0.3')).toBe(1);
    expect(compareDecimal('-2', '1')).toBe(-1);
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(
      sumDecimals([
        '5',
        '2',
        '1.5',
        '1',
        '1',
        '0.5',
        '0.5',
        '0.5',
        '0.5',
        '0.5',
        '0.4',
        '0.4',
        '0.4',
        '0.4',
        '0.4',
      ]),
    ).toBe('15');
  });

  it('refuses what is not a plain decimal', () => {
    expect(() => toScaled('1e3', 2)).toThrow(RangeError);
    expect(() => toScaled('', 2)).toThrow(RangeError);
  });
});

describe('money in answers', () => {
  it('turns database decimal strings into numbers rounded to 8 decimals', () => {
    expect(moneySchema.parse('12.345678901234567890')).toBe(12.3456789);
    expect(moneySchema.parse('0')).toBe(0);
    expect(moneySchema.parse(0.1 + 0.2)).toBe(0.3);
    expect(moneySchema.parse(1e-9)).toBe(0);
  });

  it('refuses what is not an amount', () => {
    expect(moneySchema.safeParse('12,5').success).toBe(false);
    expect(moneySchema.safeParse(Number.NaN).success).toBe(false);
    expect(moneySchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(moneySchema.safeParse(1e16).success).toBe(false);
  });

  it('gives back the exact decimal of an answered amount', () => {
    expect(moneyToDecimal(0.3)).toBe('0.3');
    expect(moneyToDecimal(1e-8)).toBe('0.00000001');
    expect(moneyToDecimal(123456.78)).toBe('123456.78');
  });

  it('reads counts from PostgreSQL strings', () => {
    expect(countSchema.parse('42')).toBe(42);
    expect(countSchema.parse(7)).toBe(7);
    expect(countSchema.safeParse(-1).success).toBe(false);
    expect(countSchema.safeParse('1.5').success).toBe(false);
  });
});

describe('amounts in requests', () => {
  it('parses typed and sent amounts', () => {
    expect(parseAmount(' .5 ')).toBe('0.5');
    expect(parseAmount(12.5)).toBe('12.5');
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });

  it('reads numbers JS writes with an exponent digit for digit', () => {
    expect(parseAmount(1e-7)).toBe('0.0000001');
    expect(parseAmount(1.5e-21)).toBe('0.0000000000000000000015');
    expect(parseAmount(-5e-324)).toBe(`-0.${'0'.repeat(323)}5`);
    expect(parseAmount(1e21)).toBeNull(); // over the limit
    expect(parseAmount(1.25e14)).toBe('125000000000000');
  });

  it('refuses a tiny number instead of rounding it to zero', () => {
    const rate = amountInputSchema({ min: '0', max: '100', places: 4, message: 'bad' });
    expect(rate.parse(0)).toBe('0');
    expect(rate.parse(-0)).toBe('0');
    for (const tiny of [1e-21, -1e-21, 5e-324, -5e-324])
      expect(rate.safeParse(tiny).success, String(tiny)).toBe(false);
  });

  it('enforces min, max and places with one message', () => {
    const schema = amountInputSchema({ min: '1', max: '10', places: 2, message: 'bad' });
    expect(schema.parse('10')).toBe('10');
    expect(schema.parse(1.25)).toBe('1.25');
    for (const bad of ['0.99', '10.01', '1.255', 'x', -5]) {
      expect(schema.safeParse(bad).error?.issues.map((i) => i.message)).toEqual(['bad']);
    }
  });
});
