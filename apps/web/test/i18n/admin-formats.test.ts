import { describe, expect, it } from 'vitest';
import { formatCount, formatExactDecimal, formatGrouped } from '@/lib/format/number';

/**
 * Issue 17: the admin area's counts and exact deposit amounts follow the chosen language through
 * Intl; English keeps exactly what the screens showed before (the browser tests read it).
 */
describe('counts and exact amounts in each language', () => {
  it('counts: English plain digits, the others grouped as their locale writes them', () => {
    expect(formatCount(1234567, 'en')).toBe('1234567');
    expect(formatCount(12345, 'es')).toBe('12.345');
    expect(formatCount(1234, 'vi')).toBe('1.234');
    expect(formatCount(1234, 'id')).toBe('1.234');
    expect(formatCount(undefined, 'es')).toBe('');
  });

  it('grouped counts: English keeps its comma', () => {
    expect(formatGrouped(1234567, 'en')).toBe('1,234,567');
    expect(formatGrouped(1234567, 'id')).toBe('1.234.567');
  });

  it('exact amounts keep every digit; English is left as it came', () => {
    expect(formatExactDecimal('1234.123456', 'en')).toBe('1234.123456');
    expect(formatExactDecimal('0.000001', 'es')).toBe('0,000001');
    expect(formatExactDecimal('1234.5', 'vi')).toBe('1.234,5');
    expect(formatExactDecimal('123456789012345678.123456789', 'id')).toBe(
      '123.456.789.012.345.678,123456789',
    );
    expect(formatExactDecimal('-', 'id')).toBe('-');
  });
});
