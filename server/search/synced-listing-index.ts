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

/**
 * The horizon and the pruning mark, beside the keys each transaction logged ('*': every listing); with
 * no changes, one row whose change columns are null.
 */
const changesSchema = v.pipe(
  v.array(v.object({ horizon: xid, pruned: xid, xid: v.nullable(xid), keys: v.nullable(v.string()) })),
  v.minLength(1),
);
const oldestSchema = v.array(v.object({ old: v.boolean() }));

/** Where the index tells of trouble it works around (the server's logger). */
export type Warn = (message: string, error: unknown) => void;

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
 * running at the previous read, which sees every commit whatever order transactions end in. A
 * transaction's entries all appear at its commit, so one already applied is skipped while a longer one
 * holds the horizon back: the index (and every cache keyed by its version) is not rebuilt for nothing.
 * Once an hour the log loses its entries older than a day, and says how far it was pruned (see migration
 * 019).
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
  /** Transactions at or past the horizon whose changes are in the index already. */
  private applied = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly warn: Warn = () => {},
  ) {}

  /** Whether the listings have been read once: until then a search waits for that read (seconds). */
  get loaded(): boolean {
    return this.index !== undefined;
  }

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
      // One statement, so one snapshot: every transaction older than its xmin (the new horizon) has
      // ended, and its entries are among the rows read.
      const found = await this.db.query(
        `SELECT s.horizon, s.pruned, c.xid, c.keys
           FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
                        (SELECT below_xid::text FROM listing_changes_pruned) AS pruned) s
           LEFT JOIN (SELECT changed_xid::text AS xid,
                             string_agg(DISTINCT COALESCE(listing_key_numeric::text, '*'), ',') AS keys
                        FROM listing_changes WHERE changed_xid >= $1 GROUP BY changed_xid) c ON true`,
        [this.horizon],
        { prepare: true },
      );
      const rows = v.parse(changesSchema, found.rows);
      const { horizon, pruned } = rows[0] ?? { horizon: this.horizon, pruned: 0 };
      const fresh = rows.flatMap(({ xid, keys }) =>
        xid === null || keys === null || this.applied.has(xid) ? [] : [{ xid, keys }],
      );
      const keys = fresh.flatMap((change) => change.keys.split(','));
      if (pruned > this.horizon || keys.includes('*')) {
        await this.readAll();
      } else {
        await this.apply(this.index, [...new Set(keys)].map(Number));
        for (const change of fresh) this.applied.add(change.xid);
        for (const done of this.applied) if (done < horizon) this.applied.delete(done);
        this.horizon = horizon;
      }
    }
    if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) await this.prune();
    // The generation from before the read: a write since, the pruning's own included, is looked for next time.
    this.syncedGeneration = generation;
    this.covered = covers;
  }

  /** Drops log entries older than a day. A failure is only told: the log is pruned next hour. */
  private async prune(): Promise<void> {
    this.prunedAt = Date.now();
    try {
      // Looked at before writing: a write, even one deleting nothing, would make PGlite's generation move.
      // The oldest transaction's entry stands for the oldest entry.
      const oldest = await this.db.query(
        `SELECT changed_at < now() - interval '${KEEP_CHANGES}' AS old FROM listing_changes
          ORDER BY changed_xid LIMIT 1`,
      );
      if (v.parse(oldestSchema, oldest.rows)[0]?.old !== true) return;
      await this.db.query(
        `WITH gone AS (DELETE FROM listing_changes WHERE changed_at < now() - interval '${KEEP_CHANGES}'
                       RETURNING changed_xid)
         UPDATE listing_changes_pruned SET below_xid = GREATEST(below_xid, (SELECT max(changed_xid) + 1 FROM gone))
          WHERE EXISTS (SELECT 1 FROM gone)`,
      );
    } catch (error) {
      this.warn('search index: could not prune the change log', error);
    }
  }

  private async readAll(): Promise<void> {
    // The horizon is taken before the rows: whatever commits in between is read again next time.
    const found = await this.db.query('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon');
    const horizon = v.parse(v.object({ horizon: xid }), found.rows[0]).horizon;
    const index = new ListingIndex();
    for (const listing of await readIndexedListings(this.db, undefined, this.warn)) index.upsert(listing);
    index.prepare();
    this.index = index;
    this.horizon = horizon;
    this.applied.clear();
  }

  private async apply(index: ListingIndex, keys: number[]): Promise<void> {
    if (keys.length === 0) return;
    const present = new Set<number>();
    for (const listing of await readIndexedListings(this.db, keys, this.warn)) {
      index.upsert(listing);
      present.add(listing.key);
    }
    for (const key of keys) if (!present.has(key)) index.remove(key);
  }
}
