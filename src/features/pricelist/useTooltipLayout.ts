import { useEffect, useState, type RefObject } from 'react';
import { tooltipLayout, type TooltipLayout } from './tooltipLayout';

/** The tooltip layout for the element's current width, following it as the grid reflows. */
export function useTooltipLayout(ref: RefObject<HTMLElement | null>): TooltipLayout {
  const [layout, setLayout] = useState<TooltipLayout>('narrow');
  useEffect(() => {
    const element = ref.current;
    // Without ResizeObserver (old browsers, jsdom) the narrow layout is the one that always fits.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      setLayout(tooltipLayout(width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return layout;
}
