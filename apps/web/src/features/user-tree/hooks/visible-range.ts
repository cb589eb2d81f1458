/**
 * Which rows of a list of fixed-height rows are in view (plus `overscan` rows either side), so
 * only those are rendered however long the list is.
 */
export function visibleRange(input: {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  count: number;
  overscan?: number;
}): { start: number; end: number } {
  const { scrollTop, viewportHeight, rowHeight, count } = input;
  const overscan = input.overscan ?? 6;
  if (count === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const inView = Math.ceil(Math.max(viewportHeight, rowHeight) / rowHeight) + 1;
  const start = Math.max(0, Math.min(first, count - 1) - overscan);
  const end = Math.min(count, first + inView + overscan);
  return { start, end };
}
