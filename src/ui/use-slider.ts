import { type KeenSliderOptions, useKeenSlider } from 'keen-slider/react';
import { useCallback } from 'react';

/**
 * keen-slider's React hook, with one change: a slider whose element leaves the page is destroyed in a task
 * of its own, after React's commit. keen's `destroy` reads the container's computed `direction`, and in
 * the commit that removes a page of cards every such read recalculated the styles of the whole document
 * the removals had just dirtied: a dozen sliders held the commit of new results by 20–50 ms
 * (bench/map-moveend.ts). Later, on detached elements, the reads cost nothing. The ref callback and the
 * instance are keen's own, so callers use them as keen documents.
 */
export function useSlider<T extends HTMLElement>(options: KeenSliderOptions) {
  const [keenRef, instance] = useKeenSlider<T>(options);
  const ref = useCallback(
    (node: T | null) => {
      if (node) {
        keenRef(node);
        return;
      }
      const leaving = instance.current;
      instance.current = null;
      if (leaving) setTimeout(() => leaving.destroy(), 0);
    },
    [keenRef, instance],
  );
  return [ref, instance] as const;
}
