import { prefersReducedMotion } from './prefers-reduced-motion';

/**
 * The `behavior` of a scroll the product makes for the visitor (a new page of the list, the tour form, back
 * to top): smooth, unless they prefer reduced motion. An explicit 'instant' also overrides a host page's
 * `scroll-behavior: smooth` (WCAG 2.3.3).
 */
export function motionScrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth';
}
