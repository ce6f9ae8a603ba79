import type { ResultCache } from './result-cache';

export interface ReadThrough<V> {
  value: V;
  /** Whether the answer came from the cache. */
  hit: boolean;
}

/**
 * The answer named `key`: from `cache` when it was kept at `version`, otherwise from `read` (then
 * kept, `sizeOf` bytes). The callers pass the version of the listings they answer from
 * (`ListingIndex.version`, after `SyncedListingIndex.current()`), which moves with every write to the
 * listings, their open houses or the geography, from this process or any other, so a kept answer is
 * never older than the listings the index has read.
 */
export async function readThrough<V>(
  version: number,
  cache: ResultCache<V>,
  key: string,
  read: () => Promise<V>,
  sizeOf: (value: V) => number,
): Promise<ReadThrough<V>> {
  const cached = cache.get(key, version);
  if (cached !== undefined) return { value: cached, hit: true };
  const value = await read();
  cache.set(key, version, value, sizeOf(value));
  return { value, hit: false };
}
