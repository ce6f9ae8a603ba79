/**
 * Whether the visitor asked their system for reduced motion (WCAG 2.3.3): slides then change without a
 * transition, the map jumps instead of gliding and nothing advances on its own. Read at the moment of
 * the move, so a change of the setting applies to the next one; false where there is no matchMedia.
 */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
