import type { Db } from './db';
import type { ResultCache } from './result-cache';

export interface ReadThrough<V> {
  value: V;
  /** Whether the answer came from the cache. */
  hit: boolean;
}

/**
 * The answer named `keyOf()`: from `cache` when it was read at the database's current data generation,
 * otherwise from `read` (then kept, `sizeOf` bytes). The generation is taken before reading, so a write
 * that lands while `read` runs leaves the answer already stale. A database without a generation
 * (`Db.generation`: a server other processes write to) is always read, without working out its key.
 */
export async function readThrough<V>(
  db: Db,
  cache: ResultCache<V>,
  keyOf: () => string,
  read: (generation: number | undefined) => Promise<V>,
  sizeOf: (value: V) => number,
): Promise<ReadThrough<V>> {
  const generation = db.generation?.();
  if (generation === undefined) return { value: await read(undefined), hit: false };
  const key = keyOf();
  const cached = cache.get(key, generation);
  if (cached !== undefined) return { value: cached, hit: true };
  const value = await read(generation);
  cache.set(key, generation, value, sizeOf(value));
  return { value, hit: false };
}
