import { describe, expect, it } from 'vitest';
import { diffFields } from '@/features/admin-audit/lib/diff-fields';
import { directTotalOk, downlineTotalOk, rateTotal } from '@/features/admin-settings/lib/rate-total';

describe('rate schedule totals', () => {
  it('adds percentages exactly, without float drift', () => {
    expect(rateTotal(['0.1', '0.2', ''])).toBe('0.3');
    expect(rateTotal(['abc'])).toBeNull();
  });
  it('accepts a DOWNLINE schedule only at exactly 15%', () => {
    expect(
      downlineTotalOk([
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
    ).toBe(true);
    expect(downlineTotalOk(['5', '2'])).toBe(false);
    expect(downlineTotalOk(['15.0001'])).toBe(false);
  });
  it('accepts a DIRECT schedule up to 100%', () => {
    expect(directTotalOk(['60', '40'])).toBe(true);
    expect(directTotalOk(['60', '40.01'])).toBe(false);
  });
});

describe('audit diff', () => {
  it('lists only the fields that changed', () => {
    expect(diffFields({ a: 1, b: true, c: 'x' }, { a: 1, b: false, d: 2 })).toEqual([
      { field: 'b', before: 'true', after: 'false' },
      { field: 'c', before: '"x"', after: '-' },
      { field: 'd', before: '-', after: '2' },
    ]);
  });
  it('compares non-objects as one value', () => {
    expect(diffFields(null, { status: 'LOCKED' })).toHaveLength(1);
    expect(diffFields('A', 'A')).toEqual([]);
  });
});
