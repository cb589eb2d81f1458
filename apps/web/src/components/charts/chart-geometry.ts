import { compareDecimal, isDecimalString } from '@app/contract';

/** Room around the plot for the axes. */
export const CHART_MARGIN = { top: 8, right: 8, bottom: 24, left: 56 };
/** Height of the plot when a chart names none. */
export const DEFAULT_CHART_HEIGHT = 160;
/** The drawing's height in pixels: what a placeholder reserves so nothing moves when it arrives. */
export const chartDrawingHeight = (height = DEFAULT_CHART_HEIGHT) =>
  height + CHART_MARGIN.top + CHART_MARGIN.bottom;

export interface ChartBar {
  key: string;
  label: string;
  /** Exact decimal text of the amount (drawn through its ratio to the largest one). */
  amount: string;
}

export interface PlacedBar extends ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Places bars in a `width` × `height` box. Money stays decimal text; only the pixel heights are
 * floats, scaled to the largest amount (at least 2 px for a positive one so it stays visible).
 */
export function placeBars(bars: ChartBar[], width: number, height: number, gap = 8): PlacedBar[] {
  if (bars.length === 0) return [];
  const valid = bars.map((bar) => (isDecimalString(bar.amount) ? bar.amount : '0'));
  const largest = valid.reduce((max, a) => (compareDecimal(a, max) > 0 ? a : max), '0');
  const slot = width / bars.length;
  const barWidth = Math.max(1, slot - gap);
  return bars.map((bar, i) => {
    const amount = valid[i] ?? '0';
    const ratio = compareDecimal(largest, '0') > 0 ? Number(amount) / Number(largest) : 0;
    const h = compareDecimal(amount, '0') > 0 ? Math.max(2, ratio * height) : 0;
    return { ...bar, x: i * slot + gap / 2, y: height - h, width: barWidth, height: h };
  });
}
