import { AxisBottom, AxisLeft } from '@visx/axis';
import type { scaleBand, scaleLinear } from '@visx/scale';
import type { ChartBar } from './chart-geometry';

const AXIS_TEXT = { fill: '#94a3b8', fontSize: 11 } as const;
const LINE = '#334155';
const MAX_X_TICKS = 8;

/** The value axis (four ticks, in the chart's format) and the bar axis (at most 8 labels). */
export const ChartAxes = ({
  x,
  y,
  bars,
  height,
  format,
  tickLabel,
}: {
  x: ReturnType<typeof scaleBand<string>>;
  y: ReturnType<typeof scaleLinear<number>>;
  bars: ChartBar[];
  height: number;
  format: (amount: string) => string;
  tickLabel: (label: string) => string;
}) => {
  const everyNth = Math.max(1, Math.ceil(bars.length / MAX_X_TICKS));
  const labelOf = new Map(bars.map((bar) => [bar.key, bar.label]));
  return (
    <>
      <AxisLeft
        scale={y}
        numTicks={4}
        tickFormat={(value) => format(String(value))}
        stroke={LINE}
        tickStroke={LINE}
        tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'end', dx: -4, dy: 3 }}
      />
      <AxisBottom
        top={height}
        scale={x}
        tickValues={bars.map((bar) => bar.key).filter((_, i) => i % everyNth === 0)}
        tickFormat={(key) => tickLabel(labelOf.get(key) ?? key)}
        stroke={LINE}
        tickStroke={LINE}
        tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
      />
    </>
  );
};
