import { REWARDS_PAGER_WINDOW } from '@app/contract';

export type PagerItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/**
 * The numbered part of the rewards pager (member spec 2): the first and the last page, the
 * current page with `window` pages on each side, and an ellipsis for each gap. A gap of a single
 * page shows that page instead (an ellipsis would hide no more than the number itself).
 */
export function pagerItems(current: number, totalPages: number, window = REWARDS_PAGER_WINDOW): PagerItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let p = page - window; p <= page + window; p++) if (p >= 1 && p <= totalPages) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'ellipsis', key: `after-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

/** 'Showing 11 to 20 of 53 rewards'; 'Showing 0 of 0 rewards' when there are none. */
export function rangeLabel(currentPage: number, limit: number, totalRecords: number): string {
  if (totalRecords <= 0) return 'Showing 0 of 0 rewards';
  const from = Math.min((currentPage - 1) * limit + 1, totalRecords);
  const to = Math.min(currentPage * limit, totalRecords);
  return `Showing ${from} to ${to} of ${totalRecords} rewards`;
}
