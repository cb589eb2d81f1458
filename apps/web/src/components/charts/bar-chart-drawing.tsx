import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import { useState, type KeyboardEvent } from 'react';
import { placeBars } from './chart-geometry';
import type { BarChartProps, ChartBar } from './chart-types';

const MARGIN = { top: 8, right: 8, bottom: 24, left: 56 };
const AXIS_TEXT = { fill: '#94a3b8', fontSize: 11 } as const;
const MAX_X_TICKS = 8;

/**
 * The drawing of a bar chart (visx: scales, axes, grid, tooltip), loaded lazily with its library.
 * Bars come from `placeBars` (exact decimal amounts; a tiny positive amount stays visible). The
 * tooltip follows the pointer, and the keyboard: focus the chart, then the arrow keys step
 * through the bars, Home and End jump to the ends, Escape hides it.
 */
export const BarChartDrawing = ({
  title,
  label,
  bars,
  format,
  tickLabel = (text) => text,
  height = 160,
  labelledBy,
}: BarChartProps & { labelledBy: string }) => {
  const { parentRef, width } = useParentSize({ debounceTime: 50, initialSize: { width: 600 } });
  const tooltip = useTooltip<ChartBar>();
  const [active, setActive] = useState<number | null>(null);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const placed = placeBars(bars, innerWidth, height);
  const largest = Math.max(0, ...bars.map((bar) => Number(bar.amount) || 0));
  const x = scaleBand({ domain: bars.map((bar) => bar.key), range: [0, innerWidth] });
  const y = scaleLinear({ domain: [0, largest || 1], range: [height, 0], nice: true });
  const everyNth = Math.max(1, Math.ceil(bars.length / MAX_X_TICKS));
  const labelOf = new Map(bars.map((bar) => [bar.key, bar.label]));

  const show = (index: number) => {
    const bar = placed[index];
    if (!bar) return;
    setActive(index);
    tooltip.showTooltip({
      tooltipData: bar,
      tooltipLeft: MARGIN.left + bar.x + bar.width / 2,
      tooltipTop: MARGIN.top + bar.y,
    });
  };
  const hide = () => {
    setActive(null);
    tooltip.hideTooltip();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = placed.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      ArrowLeft: Math.max(0, (active ?? last + 1) - 1),
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') return hide();
    if (!(event.key in moves) || last < 0) return;
    event.preventDefault();
    show(moves[event.key] ?? 0);
  };

  return (
    <div
      ref={parentRef}
      className="relative rounded focus-visible:outline-2 focus-visible:outline-emerald-400"
      tabIndex={0}
      role="group"
      aria-label={`${title}: arrow keys show each bar's figure`}
      onKeyDown={onKeyDown}
      onBlur={hide}
    >
      <svg
        width={width}
        height={height + MARGIN.top + MARGIN.bottom}
        role="img"
        aria-label={label}
        aria-labelledby={label ? undefined : labelledBy}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} numTicks={4} stroke="#1e293b" />
          {placed.map((bar, index) => (
            <rect
              key={bar.key}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={3}
              className={index === active ? 'fill-emerald-300' : 'fill-emerald-400/70'}
              onMouseMove={() => show(index)}
              onMouseLeave={hide}
            />
          ))}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => format(String(value))}
            stroke="#334155"
            tickStroke="#334155"
            tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'end', dx: -4, dy: 3 }}
          />
          <AxisBottom
            top={height}
            scale={x}
            tickValues={bars.map((bar) => bar.key).filter((_, i) => i % everyNth === 0)}
            tickFormat={(key) => tickLabel(labelOf.get(key) ?? key)}
            stroke="#334155"
            tickStroke="#334155"
            tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      {tooltip.tooltipOpen && tooltip.tooltipData ? (
        <TooltipWithBounds
          left={tooltip.tooltipLeft}
          top={tooltip.tooltipTop}
          unstyled
          applyPositionStyle
          className="pointer-events-none rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-xs text-slate-100 shadow-xl"
        >
          <span className="block text-slate-400">{tooltip.tooltipData.label}</span>
          <span className="block font-semibold">{format(tooltip.tooltipData.amount)}</span>
        </TooltipWithBounds>
      ) : null}
    </div>
  );
};
