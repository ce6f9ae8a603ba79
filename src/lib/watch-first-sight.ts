import { CARD_VISIBILITY_THROTTLE_MS } from './constants';

/**
 * Calls `onSeen` once, the first time `element` is in view, then stops watching (SPEC §2: a card becomes
 * visible once; §9: 300 ms throttle). Visibility reports are read at most once per `throttleMs`: the
 * first report starts the interval and its last report decides, so a card flung past in a fast scroll
 * never counts as seen and loads nothing. Without IntersectionObserver (old browsers, some test DOMs)
 * the element counts as seen at once. Returns a function that stops watching.
 */
export function watchFirstSight(
  element: Element,
  onSeen: () => void,
  throttleMs: number = CARD_VISIBILITY_THROTTLE_MS,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onSeen();
    return () => {};
  }
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const stop = () => {
    done = true;
    if (timer !== undefined) clearTimeout(timer);
    observer.disconnect();
  };
  const observer = new IntersectionObserver((entries) => {
    const last = entries.at(-1);
    if (last) visible = last.isIntersecting;
    if (timer !== undefined || done) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!visible || done) return;
      stop();
      onSeen();
    }, throttleMs);
  });
  observer.observe(element);
  return stop;
}
