/** Wrong passwords allowed per e-mail within the window; the next attempt is refused. */
const PER_EMAIL = 5;
/** Wrong passwords allowed per address within the window (many people may share one address). */
const PER_ADDRESS = 20;
const WINDOW_MS = 60_000;
/** The most keys tracked; beyond it the oldest are dropped (memory stays bounded under a flood). */
const MAX_KEYS = 50_000;

export interface SignInLimiter {
  /** Seconds until the next attempt is allowed for this e-mail or address, or 0 when it is allowed now. */
  retryAfter(email: string, address: string): number;
  /** Records a wrong password. */
  failed(email: string, address: string): void;
  /** Forgets the e-mail's failures after a correct password. */
  succeeded(email: string): void;
}

/**
 * Counts wrong passwords per e-mail and per address in a sliding minute (issue 7: the 6th wrong password
 * within a minute is refused with 429). In memory: one server's view, which is what a single instance
 * needs; several instances behind a balancer each still cap an attacker at their share.
 */
export function createSignInLimiter(now: () => number = Date.now): SignInLimiter {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = now() - WINDOW_MS;
    const times = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  const wait = (key: string, limit: number) => {
    const times = recent(key);
    if (times.length < limit) return 0;
    const oldest = times[times.length - limit] ?? now();
    return Math.max(1, Math.ceil((oldest + WINDOW_MS - now()) / 1000));
  };

  const add = (key: string) => {
    const times = recent(key);
    failures.delete(key);
    failures.set(key, [...times, now()]);
    while (failures.size > MAX_KEYS) {
      const oldest = failures.keys().next().value;
      if (oldest === undefined) break;
      failures.delete(oldest);
    }
  };

  return {
    retryAfter: (email, address) =>
      Math.max(wait(`e:${email.toLowerCase()}`, PER_EMAIL), wait(`a:${address}`, PER_ADDRESS)),
    failed(email, address) {
      add(`e:${email.toLowerCase()}`);
      add(`a:${address}`);
    },
    succeeded(email) {
      failures.delete(`e:${email.toLowerCase()}`);
    },
  };
}
