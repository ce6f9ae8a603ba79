/**
 * `npm run bench [-- --count 100000 --runs 200]`: search latency on a throwaway database. Seeds `count`
 * generated listings into a temporary embedded PGlite (or into the empty PostgreSQL database named by
 * BENCH_DATABASE_URL — never DATABASE_URL, so a bench cannot overwrite real data), then times the listings
 * search on the views visitors use most and prints p50 / p95.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seed } from '../server/data/seed';
import { openDb } from '../server/db/open-db';
import { texasToday } from '../src/lib/time/texas-time';
import { ListingSummaries } from '../server/search/listing-summaries';
import { searchListings } from '../server/search/search-listings';
import { SyncedListingIndex } from '../server/search/synced-listing-index';
import type { ListingsQuery } from '../src/contract';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '100000' }, runs: { type: 'string', default: '200' } },
});
const count = Number(values.count);
const runs = Number(values.runs);

const CASES: Record<string, ListingsQuery> = {
  'Austin view, zoom 13 (default filters)': {
    filters: { page: 1, perPage: 50 },
    coordinates: { top: 30.33, bottom: 30.2, left: -97.82, right: -97.64 },
  },
  'Austin metro view, zoom 10': {
    filters: { page: 1, perPage: 50 },
    coordinates: { top: 30.75, bottom: 29.8, left: -98.3, right: -97.2 },
  },
  'All Texas, no bounds (the first load)': { filters: { page: 1, perPage: 50 } },
  'City austin, price 300k-800k, 3+ beds, page 3': {
    filters: { page: 3, perPage: 50, city: 'austin', minPrice: 300_000, maxPrice: 800_000, minBedsCount: 3 },
  },
  'Open houses statewide': { filters: { page: 1, perPage: 50 }, moreFilters: { openHouses: true } },
};

const work = process.env.BENCH_DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'bluebonnet-bench-'));
const db = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: work ?? undefined });
const today = texasToday();
console.info(`Seeding ${count.toLocaleString('en-US')} listings into ${db.kind}…`);
const seeded = performance.now();
await seed(db, { count, seed: 1, today });
console.info(`Seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s.`);
const reading = performance.now();
const listings = new SyncedListingIndex(db);
// Kept empty: every run pays for writing its page, as a first visit would.
const summaries = new ListingSummaries(0);
await listings.current();
console.info(`Read into the search index in ${((performance.now() - reading) / 1000).toFixed(1)} s.\n`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
console.info(`${'case'.padEnd(48)} ${'total'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
for (const [name, query] of Object.entries(CASES)) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    total = (await searchListings(db, await listings.current(), summaries, query, today)).total;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.info(
    `${name.padEnd(48)} ${String(total).padStart(8)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${percentile(times, 0.95).toFixed(1).padStart(8)}`,
  );
}
await db.close();
if (work) rmSync(work, { recursive: true, force: true });
