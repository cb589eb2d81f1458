import { describe, expect, it } from 'vitest';
import { amountText } from '@/features/rewards/lib/amount-text';
import { placeBars } from '@/components/charts/chart-geometry';
import { percentLabel } from '@/features/rewards/lib/percent';

describe('placeBars: bar heights scaled to the largest amount', () => {
  const bars = (...amounts: string[]) =>
    amounts.map((amount, i) => ({ key: `k${i}`, label: `#${i + 1}`, amount }));

  it('gives the largest amount the full height and the others their share', () => {
    const placed = placeBars(bars('50', '100', '25'), 300, 200, 0);
    expect(placed.map((b) => b.height)).toEqual([100, 200, 50]);
    expect(placed.map((b) => b.y)).toEqual([100, 0, 150]);
    expect(placed.map((b) => b.x)).toEqual([0, 100, 200]);
  });

  it('keeps a tiny positive amount visible and draws nothing for zero', () => {
    const placed = placeBars(bars('1000000', '0.01', '0'), 300, 200);
    expect(placed[1]?.height).toBe(2);
    expect(placed[2]?.height).toBe(0);
  });

  it('draws no bars for all-zero or unreadable data', () => {
    expect(placeBars(bars('0', 'abc'), 100, 100).map((b) => b.height)).toEqual([0, 0]);
    expect(placeBars([], 100, 100)).toEqual([]);
  });
});

describe('amounts and percents from the API', () => {
  it('reads JSON numbers as plain decimal text', () => {
    expect(amountText(12.5)).toBe('12.5');
    expect(amountText(1e-7)).toBe('0.0000001');
    expect(amountText(3)).toBe('3');
  });

  it('labels the percent of the master amount', () => {
    expect(percentLabel(20)).toBe('20%');
    expect(percentLabel(1.5)).toBe('1.5%');
    expect(percentLabel(0.4)).toBe('0.4%');
  });
});
