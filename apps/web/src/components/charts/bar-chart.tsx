import { lazy, Suspense, useId } from 'react';
import { chartDrawingHeight } from './chart-geometry';
import type { BarChartProps } from './chart-types';

// The chart library loads with the first chart, not with the page (the route's JS budget).
const BarChartDrawing = lazy(async () => ({
  default: (await import('./bar-chart-drawing')).BarChartDrawing,
}));

/** The drawing's place while it loads, of its final height (no layout shift when it comes). */
const ChartPlaceholder = ({ height, testId }: { height?: number | undefined; testId?: string }) => (
  <div
    className="animate-pulse rounded bg-slate-800"
    style={{ height: chartDrawingHeight(height) }}
    aria-hidden="true"
    data-testid={testId}
  />
);

/** A chart's place while its figures load: the title and a placeholder of the drawing's size. */
export const BarChartSkeleton = ({ title, height }: { title: string; height?: number }) => (
  <figure className="space-y-2">
    <figcaption className="text-sm font-medium text-slate-200">{title}</figcaption>
    <ChartPlaceholder height={height} testId="skeleton" />
  </figure>
);

/**
 * A bar chart: its title, the drawing (axes, tooltips, keyboard), and a table of the same
 * figures for screen readers, which is there before the drawing's library has loaded.
 */
export const BarChart = (props: BarChartProps) => {
  const id = useId();
  const { title, caption, period, bars, format } = props;
  return (
    <figure className="space-y-2">
      <figcaption id={`${id}-title`} className="text-sm font-medium text-slate-200">
        {title}
      </figcaption>
      <Suspense fallback={<ChartPlaceholder height={props.height} />}>
        <BarChartDrawing {...props} labelledBy={`${id}-title`} />
      </Suspense>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{period}</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{format(bar.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
