import type { Queryable } from '../db/db';
import { listingSummariesJson } from '../db/queries/listing-summaries-json';
import type { ListingIndex } from './listing-index';

interface Entry {
  revision: number;
  json: string;
}

/**
 * The summary JSON of listings (what a card, a popup and a page of the list show), kept for the
 * listings asked for most, so a page of the list needs the database only for the listings not seen
 * lately. An entry is good while the index holds the same revision of its listing (any write to the
 * listing or its open houses makes a new one) and the day is the same (days on market and the next open
 * house count from today). At most `maxEntries` are kept, the least recently used going first.
 */
export class ListingSummaries {
  private readonly entries = new Map<number, Entry>();
  private day = '';

  constructor(private readonly maxEntries: number) {}

  /** The listings with `keys` as one JSON array text, in the keys' order; missing listings are left out. */
  async arrayJson(
    db: Queryable,
    index: ListingIndex,
    keys: readonly number[],
    today: string,
  ): Promise<string> {
    if (today !== this.day) {
      this.entries.clear();
      this.day = today;
    }
    const texts = new Map<number, string>();
    const missing: number[] = [];
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry !== undefined && entry.revision === index.revisionOf(key)) {
        // Read again: the front of the Map's order is the least recently used.
        this.entries.delete(key);
        this.entries.set(key, entry);
        texts.set(key, entry.json);
      } else {
        missing.push(key);
      }
    }
    // The revision is taken before the read: a write landing meanwhile leaves the entry already stale.
    const revisions = new Map(missing.map((key) => [key, index.revisionOf(key)]));
    for (const [key, json] of await listingSummariesJson(db, missing, today)) {
      texts.set(key, json);
      const revision = revisions.get(key);
      if (revision !== undefined && today === this.day) this.remember(key, { revision, json });
    }
    const parts: string[] = [];
    for (const key of keys) {
      const json = texts.get(key);
      if (json !== undefined) parts.push(json);
    }
    return `[${parts.join(',')}]`;
  }

  private remember(key: number, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
