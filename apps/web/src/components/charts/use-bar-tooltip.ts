import { useTooltip } from '@visx/tooltip';
import { useState, type KeyboardEvent } from 'react';
import type { PlacedBar } from './chart-geometry';

/**
 * Which bar's tooltip shows, by pointer or keyboard: with the chart focused the arrow keys step
 * through the bars, Home and End jump to the ends, Escape hides it. `offset` is where the bars'
 * group starts inside the chart.
 */
export const useBarTooltip = (placed: PlacedBar[], offset: { left: number; top: number }) => {
  const tooltip = useTooltip<PlacedBar>();
  const [active, setActive] = useState<number | null>(null);

  const show = (index: number) => {
    const bar = placed[index];
    if (!bar) return;
    setActive(index);
    tooltip.showTooltip({
      tooltipData: bar,
      tooltipLeft: offset.left + bar.x + bar.width / 2,
      tooltipTop: offset.top + bar.y,
    });
  };
  const hide = () => {
    setActive(null);
    tooltip.hideTooltip();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = placed.length - 1;
    if (event.key === 'Escape') return hide();
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      ArrowLeft: Math.max(0, (active ?? last + 1) - 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined || last < 0) return;
    event.preventDefault();
    show(next);
  };

  return { tooltip, active, show, hide, onKeyDown };
};
