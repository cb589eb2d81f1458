import type { ChartBar } from './chart-geometry';

export type { ChartBar };

/** What a bar chart draws and how it names its figures (money, counts). */
export interface BarChartProps {
  /** The visible title; also the drawing's accessible name unless `label` is given. */
  title: string;
  /** An accessible name for the drawing that says more than the title ('Sign-ups: 12 over 30 days'). */
  label?: string;
  /** The caption of the table that gives screen readers the figures. */
  caption: string;
  /** The heading of the table's first column ('Day', 'Cycle'). */
  period: string;
  bars: ChartBar[];
  /** An amount as text for the tooltip, the table and the value axis. */
  format: (amount: string) => string;
  /** Shorter text for the bar's label on the axis ('05-21' for '2026-05-21'). */
  tickLabel?: (label: string) => string;
  /** Height of the drawing area in pixels. */
  height?: number;
}
