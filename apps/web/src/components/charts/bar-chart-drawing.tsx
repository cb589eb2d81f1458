import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { TooltipWithBounds } from '@visx/tooltip';
import { ChartAxes } from './chart-axes';
import { CHART_MARGIN as MARGIN, DEFAULT_CHART_HEIGHT, placeBars } from './chart-geometry';
import type { BarChartProps } from './chart-types';
import { useBarTooltip } from './use-bar-tooltip';

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
  height = DEFAULT_CHART_HEIGHT,
  labelledBy,
}: BarChartProps & { labelledBy: string }) => {
  const { parentRef, width } = useParentSize({ debounceTime: 50, initialSize: { width: 600 } });
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const placed = placeBars(bars, innerWidth, height);
  const largest = Math.max(0, ...bars.map((bar) => Number(bar.amount) || 0));
  const x = scaleBand({ domain: bars.map((bar) => bar.key), range: [0, innerWidth] });
  // Not 'nice': the bars are scaled to the largest amount exactly (placeBars), so is the axis.
  const y = scaleLinear({ domain: [0, largest || 1], range: [height, 0] });

  const { tooltip, active, show, hide, onKeyDown } = useBarTooltip(placed, MARGIN);

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
          <ChartAxes x={x} y={y} bars={bars} height={height} format={format} tickLabel={tickLabel} />
        </Group>
      </svg>
      {tooltip.tooltipOpen && tooltip.tooltipData ? (
        <TooltipWithBounds
          left={tooltip.tooltipLeft}
          top={tooltip.tooltipTop}
          unstyled
          applyPositionStyle
          role="tooltip"
          className="pointer-events-none rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-xs text-slate-100 shadow-xl"
        >
          <span className="block text-slate-400">{tooltip.tooltipData.label}</span>
          <span className="block font-semibold">{format(tooltip.tooltipData.amount)}</span>
        </TooltipWithBounds>
      ) : null}
    </div>
  );
};
