/**
 * A small dependency-free SVG bar chart. The figure carries an accessible label and a hidden
 * table of the values so screen readers get the numbers, not a picture.
 */
export type ChartPoint = { label: string; value: number };

export const BarChart = ({
  title,
  points,
  format = String,
}: {
  title: string;
  points: ChartPoint[];
  format?: (v: number) => string;
}) => {
  const width = 300;
  const height = 100;
  const max = Math.max(1, ...points.map((p) => p.value));
  const barWidth = points.length ? width / points.length : width;
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return (
    <figure className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4">
      <figcaption className="mb-2 flex justify-between text-sm text-slate-300">
        <span>{title}</span>
        <span className="text-slate-400">{format(total)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${title}: ${format(total)} over ${points.length} days`}
        className="h-24 w-full"
      >
        {points.map((p, i) => {
          const h = (p.value / max) * (height - 4);
          return (
            <rect
              key={p.label}
              x={i * barWidth + 1}
              y={height - h}
              width={Math.max(1, barWidth - 2)}
              height={h}
              className="fill-emerald-400/70"
            >
              <title>{`${p.label}: ${format(p.value)}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
};
