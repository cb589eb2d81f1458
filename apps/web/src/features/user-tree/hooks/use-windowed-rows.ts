import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { visibleRange } from './visible-range';

/**
 * Windowing for a scrolling box of fixed-height rows: returns the box's ref and scroll handler,
 * the full height to reserve, and the range of rows to render.
 */
export function useWindowedRows(count: number, rowHeight: number) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(600);

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    setViewportHeight(element.clientHeight);
    const observer = new ResizeObserver(() => setViewportHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    if (containerRef.current) setScrollTop(containerRef.current.scrollTop);
  }, []);

  return {
    containerRef,
    onScroll,
    totalHeight: count * rowHeight,
    range: visibleRange({ scrollTop, viewportHeight, rowHeight, count }),
  };
}
