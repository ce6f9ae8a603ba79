/** Lets callers through at most `perSecond` times a second, in the order they asked. */
export interface RateGate {
  /** Resolves when the caller may go. */
  wait(): Promise<void>;
}

/**
 * An even pace rather than bursts: a CDN that allows N requests a second counts them over any second,
 * so starts are spaced 1/N s apart. `perSecond` 0 or less lets everyone through at once.
 */
export function createRateGate(perSecond: number): RateGate {
  const spacing = perSecond > 0 ? 1000 / perSecond : 0;
  let next = 0;
  return {
    wait() {
      const now = performance.now();
      const at = Math.max(now, next);
      next = at + spacing;
      const delay = at - now;
      return delay <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, delay));
    },
  };
}
