let cached: { matchMedia: typeof globalThis.matchMedia; list: MediaQueryList } | undefined;

/**
 * Whether the visitor asked their system for reduced motion (WCAG 2.3.3): slides then change without a
 * transition, the map jumps instead of gliding and nothing advances on its own. Read at the moment of
 * the move, so a change of the setting applies to the next one; false where there is no matchMedia.
 */
export function prefersReducedMotion(): boolean {
  // One query list for the page, whose `matches` stays current: asking matchMedia anew for each of fifty
  // cards on every page of the list cost a few milliseconds a page. A replaced matchMedia (tests) asks again.
  const matchMedia = globalThis.matchMedia;
  if (!matchMedia) return false;
  if (cached?.matchMedia !== matchMedia)
    cached = { matchMedia, list: matchMedia.call(globalThis, '(prefers-reduced-motion: reduce)') };
  return cached.list.matches === true;
}
