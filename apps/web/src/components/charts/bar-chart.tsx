import { lazy, startTransition, Suspense, useEffect, useId, useRef, useState } from 'react';
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
 * How far below the screen a chart starts drawing: none. On a phone the first charts of /rewards
 * and the admin dashboard sit just below the first screen (their tops at 827-845 px of 844), and
 * any margin drew them, with the chart library, while the page loaded.
 */
const DRAW_AHEAD = '0px';

/**
 * Whether the element has come near the screen (once true, it stays so). The drawing waits for it:
 * charts below the first screen (most of them on a phone) cost no script time while the page
 * loads (ADR 0014, the admin dashboard's five charts), and those drawn are rendered as a
 * transition, which React splits into short tasks instead of one long one.
 */
const useSeen = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const reveal = () => startTransition(() => setSeen(true));
    if (typeof IntersectionObserver === 'undefined') {
      reveal();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reveal();
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
};

/**
 * A bar chart: its title, the drawing (axes, tooltips, keyboard), and a table of the same
 * figures for screen readers, which is there before the drawing's library has loaded. The
 * drawing (and the chart library with the first one) comes when the chart nears the screen.
 */
export const BarChart = (props: BarChartProps) => {
  const id = useId();
  const { ref, seen } = useSeen();
  const { title, caption, period, bars, format } = props;
  return (
    <figure className="space-y-2">
      <figcaption id={`${id}-title`} className="text-sm font-medium text-slate-200">
        {title}
      </figcaption>
      <div ref={ref}>
        {seen ? (
          <Suspense fallback={<ChartPlaceholder height={props.height} />}>
            <BarChartDrawing {...props} labelledBy={`${id}-title`} />
          </Suspense>
        ) : (
          <ChartPlaceholder height={props.height} />
        )}
      </div>
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
