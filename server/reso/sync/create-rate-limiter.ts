import { setTimeout as sleep } from 'node:timers/promises';

export interface RateLimits {
  perSecond?: number | undefined;
  perHour?: number | undefined;
  perDay?: number | undefined;
}

export interface RateLimiter {
  /** Resolves when one more request fits every limit, and counts it. */
  take(signal?: AbortSignal): Promise<void>;
}

/**
 * Keeps a feed's requests within its vendor's limits (MLS Grid: 2 per second, 7,200 per hour, 40,000 per
 * day) over sliding windows: a request waits until the oldest one of a full window leaves it. The
 * counts live in this process; the worker and the server never sync the same feed at once (the lock).
 */
export function createRateLimiter(limits: RateLimits, now: () => number = Date.now): RateLimiter {
  const windows = [
    [1_000, limits.perSecond],
    [3_600_000, limits.perHour],
    [86_400_000, limits.perDay],
  ].flatMap(([span, max]) => (max === undefined || span === undefined ? [] : [{ span, max }]));
  const longest = Math.max(0, ...windows.map((window) => window.max));
  // Request times, oldest first; only as many as the largest limit can need.
  const sent: number[] = [];
  return {
    async take(signal) {
      for (;;) {
        const at = now();
        let waitMs = 0;
        for (const { span, max } of windows) {
          const oldestInWindow = sent.length >= max ? sent[sent.length - max] : undefined;
          if (oldestInWindow !== undefined && at - oldestInWindow < span) {
            waitMs = Math.max(waitMs, oldestInWindow + span - at);
          }
        }
        if (waitMs === 0) break;
        await sleep(waitMs, undefined, signal === undefined ? {} : { signal });
      }
      sent.push(now());
      if (sent.length > longest) sent.splice(0, sent.length - longest);
    },
  };
}
