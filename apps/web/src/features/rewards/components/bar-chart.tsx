import { useId } from 'react';
import { formatMoney } from '@/lib/format/money';
import { type ChartBar, placeBars } from '../lib/chart-geometry';

const WIDTH = 600;
const HEIGHT = 180;
const LABEL_SPACE = 24;

/**
 * A small bar chart in plain SVG (no chart library). Screen readers get the figures from a
 * table with the same data; the drawing itself is one labelled image.
 */
export const BarChart = ({ title, bars, caption }: { title: string; bars: ChartBar[]; caption: string }) => {
  const id = useId();
  const placed = placeBars(bars, WIDTH, HEIGHT);
  return (
    <figure className="space-y-2">
      <figcaption id={`${id}-title`} className="text-sm font-medium text-slate-200">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-table`}
        className="h-auto w-full"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-700" />
        {placed.map((bar) => (
          <g key={bar.key}>
            <rect
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx="4"
              className="fill-emerald-400/80"
            >
              <title>{`${bar.label}: ${formatMoney(bar.amount)}`}</title>
            </rect>
            <text
              x={bar.x + bar.width / 2}
              y={HEIGHT + 16}
              textAnchor="middle"
              className="fill-slate-400 text-[11px]"
            >
              {bar.label}
            </text>
          </g>
        ))}
      </svg>
      <table id={`${id}-table`} className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{formatMoney(bar.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
