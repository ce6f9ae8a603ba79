export interface ResultCacheOptions {
  /** Most entries kept; the least recently used go first. */
  maxEntries: number;
  /** Most bytes kept, as measured by the `size` given to `set`. */
  maxBytes: number;
}

interface Entry<V> {
  version: number;
  value: V;
  size: number;
}

/**
 * A bounded least-recently-used cache of answers, each stamped with the version of the data it was
 * worked out from (see `readThrough`). An entry of another version is never returned: any write since
 * may have changed it, so it is dropped on sight. Keys must say everything the answer depends on (the
 * normalised query, today's date).
 */
export class ResultCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;

  constructor(private readonly options: ResultCacheOptions) {}

  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.version !== version) {
      if (entry !== undefined) this.delete(key, entry);
      return undefined;
    }
    // Re-inserting moves the key to the back of the Map's order: the front is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, value: V, size: number): void {
    if (size > this.options.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) this.delete(key, old);
    this.entries.set(key, { version, value, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.delete(oldest, entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
