import * as v from 'valibot';
import type { Db } from '../db/db';
import { ListingIndex } from './listing-index';
import { readIndexedListings } from './read-indexed-listings';

const xid = v.pipe(
  v.string(),
  v.regex(/^\d+$/),
  v.transform((n) => Number(n)),
);
/** Log entries are kept a day: a reader that has not looked for longer reads everything again. */
const KEEP_CHANGES = '1 day';
/** How often a reader prunes the log. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const changesSchema = v.object({
  horizon: xid,
  pruned: xid,
  everything: v.nullable(v.boolean()),
  keys: v.nullable(v.string()),
});

/**
 * The listing index, kept up to date with the database through the change log of migration 019.
 *
 * `current()` answers with an index that holds every write committed before it was called: a database
 * with a data generation (PGlite, which only this process writes) is asked for changes only when the
 * generation moved; a PostgreSQL server, which other processes write to, is asked once per search (one
 * indexed read of the log, usually empty). Concurrent callers share one read: a caller waits for a read
 * that began after it asked, never for one that began before and may have missed its writes.
 *
 * The first call reads every listing; later ones only the keys logged since the oldest transaction still
 * running at the previous read, which sees every commit whatever order transactions end in. Once an hour
 * the log loses its entries older than a day, and says how far it was pruned (see migration 019).
 */
export class SyncedListingIndex {
  private index: ListingIndex | undefined;
  /** pg_snapshot_xmin of the last read: log entries from it on may be new. */
  private horizon = 0;
  private syncedGeneration: number | undefined;
  /** Calls numbered as they ask, and the highest number the last finished read covers. */
  private asked = 0;
  private covered = 0;
  private running: Promise<void> | undefined;
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Db) {}

  async current(): Promise<ListingIndex> {
    const generation = this.db.generation?.();
    if (this.index !== undefined && generation !== undefined && generation === this.syncedGeneration) {
      return this.index;
    }
    this.asked += 1;
    const ticket = this.asked;
    while (this.covered < ticket) {
      this.running ??= this.sync().finally(() => {
        this.running = undefined;
      });
      await this.running;
    }
    return this.index as ListingIndex;
  }

  private async sync(): Promise<void> {
    const covers = this.asked;
    const generation = this.db.generation?.();
    if (this.index === undefined) {
      await this.readAll();
    } else {
      const found = await this.db.query(
        `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
                (SELECT below_xid::text FROM listing_changes_pruned) AS pruned,
                bool_or(c.listing_key_numeric IS NULL) AS everything,
                string_agg(DISTINCT c.listing_key_numeric::text, ',') AS keys
           FROM listing_changes c WHERE c.changed_xid >= $1`,
        [this.horizon],
        { prepare: true },
      );
      const changes = v.parse(changesSchema, found.rows[0]);
      if (changes.everything === true || changes.pruned > this.horizon) {
        await this.readAll();
      } else {
        const keys = changes.keys === null ? [] : changes.keys.split(',').map(Number);
        await this.apply(this.index, keys);
        this.horizon = changes.horizon;
      }
    }
    if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) await this.prune();
    // The generation from before the read: a write since, the pruning's own included, is looked for next time.
    this.syncedGeneration = generation;
    this.covered = covers;
  }

  private async prune(): Promise<void> {
    this.prunedAt = Date.now();
    // Looked at before writing: a write, even one deleting nothing, would empty the answer caches of a
    // database with a generation. The oldest transaction's entry stands for the oldest entry.
    const oldest = await this.db.query<{ old: boolean }>(
      `SELECT changed_at < now() - interval '${KEEP_CHANGES}' AS old FROM listing_changes
        ORDER BY changed_xid LIMIT 1`,
    );
    if (oldest.rows[0]?.old !== true) return;
    await this.db.query(
      `WITH gone AS (DELETE FROM listing_changes WHERE changed_at < now() - interval '${KEEP_CHANGES}'
                     RETURNING changed_xid)
       UPDATE listing_changes_pruned SET below_xid = GREATEST(below_xid, (SELECT max(changed_xid) + 1 FROM gone))
        WHERE EXISTS (SELECT 1 FROM gone)`,
    );
  }

  private async readAll(): Promise<void> {
    // The horizon is taken before the rows: whatever commits in between is read again next time.
    const found = await this.db.query('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon');
    const horizon = v.parse(v.object({ horizon: xid }), found.rows[0]).horizon;
    const index = new ListingIndex();
    for (const listing of await readIndexedListings(this.db)) index.upsert(listing);
    this.index = index;
    this.horizon = horizon;
  }

  private async apply(index: ListingIndex, keys: number[]): Promise<void> {
    if (keys.length === 0) return;
    const present = new Set<number>();
    for (const listing of await readIndexedListings(this.db, keys)) {
      index.upsert(listing);
      present.add(listing.key);
    }
    for (const key of keys) if (!present.has(key)) index.remove(key);
  }
}
