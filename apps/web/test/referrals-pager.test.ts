import { describe, expect, it } from 'vitest';
import { pagerRangeLabel, pagerWindow } from '@/features/referrals/lib/pager-window';
import { englishT } from '@/lib/i18n/english';
import enMember from '@/locales/en/member';

const t = englishT(() => enMember, 'member');

describe('pagerWindow: at most 5 numbered buttons in a sliding window', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in the middle while it can', () => {
    expect(pagerWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(pagerWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
  });

  it('stops sliding at both ends', () => {
    expect(pagerWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pagerWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('always holds the current page, and never more buttons than asked', () => {
    for (let total = 1; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const window = pagerWindow(current, total);
        expect(window).toContain(current);
        expect(window.length).toBe(Math.min(5, total));
        expect(window.every((p, i) => i === 0 || p === window[i - 1]! + 1)).toBe(true);
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window.at(-1)).toBeLessThanOrEqual(total);
      }
    }
    expect(pagerWindow(4, 10, 3)).toEqual([3, 4, 5]);
  });

  it('has no buttons without pages, and clamps a page out of range', () => {
    expect(pagerWindow(1, 0)).toEqual([]);
    expect(pagerWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('pagerRangeLabel', () => {
  it('names the rows shown and the total', () => {
    expect(pagerRangeLabel(1, 10, 45, t)).toBe('Showing 1 to 10 of 45 referrals');
    expect(pagerRangeLabel(5, 10, 45, t)).toBe('Showing 41 to 45 of 45 referrals');
    expect(pagerRangeLabel(1, 10, 0, t)).toBe('No referrals');
    expect(pagerRangeLabel(10_311, 10, 103_110, t)).toBe('Showing 103,101 to 103,110 of 103,110 referrals');
  });
});
