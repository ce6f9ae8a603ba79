import { useEffect, useState } from 'react';

/**
 * Whether the page (the window, which every host page scrolls) is scrolled more than `offset` px down.
 * The scroll listener is passive and only asks for an animation frame: the position is read at most once
 * a frame, however many scroll events a fling fires, and the screen re-renders only when the answer flips.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setPast(globalThis.scrollY > offset);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    // A reload can restore a page already scrolled down, with no scroll event to come.
    onScroll();
    globalThis.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      globalThis.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [offset]);
  return past;
}
