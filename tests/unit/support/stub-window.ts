import { vi } from 'vitest';

/**
 * Pretends the window is `width` px wide for `(max-width: …)` media queries, and whether the visitor asks
 * for reduced motion. happy-dom answers media queries from its own fixed window; the tests of layouts
 * that change at a breakpoint need both sides of it. Undo with `vi.unstubAllGlobals()`.
 */
export function stubWindow(width: number, { reducedMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion')
      ? reducedMotion
      : Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY) >= width,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
