/** A small seeded random source: same seed, same sequence, on every platform. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer uniform in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float uniform in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Picks `values[i]` with relative weight `weights[i]`: compact for small numeric distributions. */
  choose<T>(values: readonly T[], weights: readonly number[]): T;
  /** Log-normal around `median`: right-skewed like prices and sizes; `spread` is sigma of the log. */
  logNormal(median: number, spread: number): number;
}

/** Mixes several integers into one 32-bit seed, so each listing can own an independent stream. */
export function mixSeed(...parts: readonly number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193);
    hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
    hash ^= hash >>> 13;
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for synthetic data (not for anything secret). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick(items) {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [value, weight] of entries) {
        target -= weight;
        if (target < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (last === undefined) throw new Error('Cannot pick from an empty list');
      return last[0];
    },
    choose(values, weights) {
      return rng.weighted(values.map((value, index) => [value, weights[index] ?? 0] as const));
    },
    logNormal(median, spread) {
      // Box-Muller; 1 - next() keeps the logarithm away from zero.
      const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      return median * Math.exp(spread * normal);
    },
  };
  return rng;
}
