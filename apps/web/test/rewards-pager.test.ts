import { describe, expect, it } from 'vitest';
import { pagerItems, rangeLabel } from '@/features/rewards/lib/pager';

/** '1 … 4 5 [6] 7 8 … 20' style rendering of the items, the current page in brackets. */
const render = (current: number, total: number) =>
  pagerItems(current, total)
    .map((item) =>
      item.kind === 'ellipsis' ? '…' : item.page === current ? `[${item.page}]` : String(item.page),
    )
    .join(' ');

describe('pagerItems: numbered pages with ellipses, a window of 2 around the current page', () => {
  it('shows every page when there are few', () => {
    expect(render(1, 1)).toBe('[1]');
    expect(render(3, 5)).toBe('1 2 [3] 4 5');
    expect(render(1, 7)).toBe('[1] 2 3 … 7');
  });

  it('puts ellipses on both sides in the middle of many pages', () => {
    expect(render(10, 20)).toBe('1 … 8 9 [10] 11 12 … 20');
  });

  it('keeps the first and last page at the edges', () => {
    expect(render(1, 20)).toBe('[1] 2 3 … 20');
    expect(render(20, 20)).toBe('1 … 18 19 [20]');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    // Between 1 and 3 only page 2 would hide: it is shown.
    expect(render(5, 20)).toBe('1 2 3 4 [5] 6 7 … 20');
    expect(render(6, 20)).toBe('1 … 4 5 [6] 7 8 … 20');
  });

  it('clamps a current page outside the range and answers nothing without pages', () => {
    expect(render(0, 3)).toBe('1 2 3');
    expect(
      pagerItems(9, 3)
        .filter((i) => i.kind === 'page')
        .map((i) => (i.kind === 'page' ? i.page : 0)),
    ).toEqual([1, 2, 3]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('gives each ellipsis its own key', () => {
    const keys = pagerItems(10, 20).flatMap((i) => (i.kind === 'ellipsis' ? [i.key] : []));
    expect(new Set(keys).size).toBe(2);
  });
});

describe('rangeLabel', () => {
  it('names the rows of the page and the total', () => {
    expect(rangeLabel(1, 10, 53)).toBe('Showing 1 to 10 of 53 rewards');
    expect(rangeLabel(6, 10, 53)).toBe('Showing 51 to 53 of 53 rewards');
    expect(rangeLabel(2, 25, 26)).toBe('Showing 26 to 26 of 26 rewards');
  });

  it('has a text for no rows', () => {
    expect(rangeLabel(1, 10, 0)).toBe('Showing 0 of 0 rewards');
  });
});
