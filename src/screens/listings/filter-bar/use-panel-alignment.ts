import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react';

export type PanelAlign = 'start' | 'end';

/** The widest a dropdown panel gets (ui.css `.bb-dropdown-panel` max-width). */
const PANEL_WIDTH = 420;

/**
 * Which edge each dropdown of the bar should hang its panel from, by the dropdown's place in the bar: a
 * button too close to the bar's right edge for a full-width panel opens it leftwards, unless the bar is
 * so narrow that leftwards would overflow too. The bar wraps, and its width follows the listings
 * column, so this is measured (and re-measured on resize) rather than fixed per filter.
 */
export function usePanelAlignment(bar: RefObject<HTMLElement | null>): (index: number) => PanelAlign {
  const [aligns, setAligns] = useState<readonly PanelAlign[]>([]);

  const measure = useCallback(() => {
    const element = bar.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    const next = Array.from(element.children, (child): PanelAlign => {
      const item = child.getBoundingClientRect();
      const left = item.left - box.left;
      const right = item.right - box.left;
      return left + PANEL_WIDTH > box.width && right >= PANEL_WIDTH ? 'end' : 'start';
    });
    setAligns((current) => (current.join() === next.join() ? current : next));
  }, [bar]);

  // After every render: a new preview changes a button's width and moves the ones after it.
  useLayoutEffect(measure);

  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar, measure]);

  return (index) => aligns[index] ?? 'start';
}
