import type { Db, Queryable } from '../db/db';
import { buildBrokerage } from './generator/brokerage';
import { generateListings } from './generator/generate-listings';
import type { GeneratedListing } from './generator/listing-rows';
import { insertGeography } from './geography/insert-geography';
import { loadTexasGeography } from './geography/load-texas-geography';
import { insertBlog } from './insert-blog';
import { insertBrokerage } from './insert-brokerage';
import { insertListings } from './insert-listings';

export interface SeedOptions {
  count: number;
  seed: number;
  /** The day generated dates are relative to; defaults to now. */
  today?: Date | string;
}

export interface SeedReport {
  geography: boolean;
  offices: number;
  agents: number;
  listings: number;
  media: number;
  rooms: number;
  openHouses: number;
  history: number;
  milliseconds: number;
}

const listingTables = [
  'listing_photos',
  'listing_media',
  'listing_rooms',
  'open_houses',
  'listing_history',
  'listings',
] as const;
// Big enough that each table gets a few large statements, small enough to keep memory modest.
const batchListings = 5_000;

/**
 * Seeds the database: the Texas geography and the brokerage when missing, then `count` generated
 * listings with their media, rooms, open houses and history in one transaction, then VACUUM ANALYZE.
 * Expects no listings yet (see `reseedListings`).
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedReport> {
  return run(db, options, false);
}

/** Whether any listings are present. */
export async function isSeeded(db: Db): Promise<boolean> {
  const result = await db.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM listings) AS seeded');
  return result.rows[0]?.seeded === true;
}

/**
 * Replaces all listings (and their child rows) with freshly generated ones, in one transaction: readers
 * see the old set until the new one is complete. Geography and brokerage are kept (added if missing).
 */
export async function reseedListings(db: Db, options: SeedOptions): Promise<SeedReport> {
  return run(db, options, true);
}

async function run(db: Db, options: SeedOptions, replace: boolean): Promise<SeedReport> {
  const started = performance.now();
  const geography = loadTexasGeography();
  const wroteGeography = await insertGeography(db, geography);
  const brokerage = buildBrokerage();
  const added = await insertBrokerage(db, brokerage);
  await insertBlog(db);
  const counts = { listings: 0, media: 0, rooms: 0, openHouses: 0, history: 0 };
  await db.transaction(async (tx) => {
    if (replace) await clearListings(tx);
    let batch: GeneratedListing[] = [];
    const flush = async () => {
      await insertListings(tx, batch);
      for (const item of batch) {
        counts.listings++;
        counts.media += item.media.length;
        counts.rooms += item.rooms.length;
        counts.openHouses += item.openHouses.length;
        counts.history += item.history.length;
      }
      batch = [];
    };
    const today = options.today ?? new Date();
    for (const item of generateListings({ ...options, today, geography, agents: brokerage.agents })) {
      batch.push(item);
      if (batch.length === batchListings) await flush();
    }
    await flush();
  });
  // PGlite has no autovacuum: without this the planner has no statistics and index-only scans (the
  // visibility map) vanish. VACUUM cannot run inside a transaction, so it runs after the commit.
  const analysed = wroteGeography ? ['regions', 'metros', 'counties', 'cities', 'postal_codes'] : [];
  await db.exec(`VACUUM (ANALYZE) ${[...listingTables, 'agents', 'offices', ...analysed].join(', ')}`);
  return {
    geography: wroteGeography,
    ...added,
    ...counts,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * TRUNCATE is instant but refuses tables that other tables reference; when another feature's table
 * points at listings (saved listings, tours …), fall back to DELETE so its ON DELETE rules apply.
 */
async function clearListings(tx: Queryable): Promise<void> {
  const outside = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_constraint
     WHERE contype = 'f' AND confrelid = ANY($1::regclass[]) AND NOT conrelid = ANY($1::regclass[])`,
    [listingTables],
  );
  if ((outside.rows[0]?.n ?? 0) === 0) {
    await tx.exec(`TRUNCATE ${listingTables.join(', ')} RESTART IDENTITY`);
    return;
  }
  for (const table of listingTables) await tx.exec(`DELETE FROM ${table}`);
}
