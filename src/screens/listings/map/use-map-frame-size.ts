import { useSetAtom } from 'jotai';
import { type RefObject, useLayoutEffect } from 'react';
import { mapFrameSizeAtom } from '../../../state/map-frame-size-atom';

/**
 * Measures the listings map's frame (`.bb-map-frame`, laid out by CSS exactly where and as large as the map's
 * canvas is or would be) as it is first laid out and whenever it resizes, so the list can search the
 * map's view without waiting for the map engine, or for a map at all. Observed from before the first
 * paint, read only in the observer's callback, where layout is done: read in the layout effect itself,
 * it forced a layout of the whole page of its own (130 ms of a phone's first load in Lighthouse's 4×
 * slowdown).
 */
export function useMapFrameSize(frame: RefObject<HTMLElement | null>): void {
  const setSize = useSetAtom(mapFrameSizeAtom);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    // clientWidth / clientHeight, whole px inside the border, are what the engine sizes its canvas by.
    const observer = new ResizeObserver(() =>
      setSize((size) =>
        size?.width === element.clientWidth && size.height === element.clientHeight
          ? size
          : { width: element.clientWidth, height: element.clientHeight },
      ),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, setSize]);
}
