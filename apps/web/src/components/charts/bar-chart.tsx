import { lazy, Suspense, useId } from 'react';
import type { BarChartProps } from './chart-types';

// The chart library loads with the first chart, not with the page (the route's JS budget).
const BarChartDrawing = lazy(async () => ({
  default: (await import('./bar-chart-drawing')).BarChartDrawing,
}));

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
      <Suspense fallback={<div className="h-48 animate-pulse rounded bg-slate-800" aria-hidden="true" />}>
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
