import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  globalThis.addEventListener?.('resize', onChange);
  return () => globalThis.removeEventListener?.('resize', onChange);
};

/** The viewport's width in CSS px (the modal's photo breakpoints are viewport breakpoints, SPEC §9). */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.innerWidth ?? 1024,
    () => 1024,
  );
}
