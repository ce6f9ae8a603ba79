/**
 * `npm run bench:sync [-- --count 10000 --photos 20]`: a fresh sync of `count` listings with `photos` photo
 * rows each from a local RESO Web API server (the tests' stand-in, paging by nextLink, $top 1000), into a
 * throwaway embedded PGlite (or the empty PostgreSQL database named by BENCH_DATABASE_URL — never
 * DATABASE_URL), then an incremental sync of 100 changed listings. Prints listings per second, photo rows
 * per second and the process's peak memory. Downloading and resizing photos is the photo pipeline's (not here).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { insertGeography } from '../server/data/geography/insert-geography';
import { openDb } from '../server/db/open-db';
import { databaseFeedLock } from '../server/reso/sync/feed-lock';
import { parseResoFeeds } from '../server/reso/sync/reso-feed-config';
import { syncFeed } from '../server/reso/sync/sync-feed';
import { feedListing } from '../tests/server/support/reso-feed-records';
import { startResoServer } from '../tests/server/support/start-reso-server';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '10000' }, photos: { type: 'string', default: '20' } },
});
const count = Number(values.count);
const photos = Number(values.photos);

const listing = (n: number, at: string, price = 500_000 + n) =>
  feedListing(n, at, {
    ListingKey: `BENCH-${n}`,
    ListingKeyNumeric: 95_000_000 + n,
    ListingId: `BN${n}`,
    ListPrice: price,
    Media: Array.from({ length: photos }, (_, i) => ({
      MediaKey: `BENCH-${n}-${i + 1}`,
      MediaURL: `http://127.0.0.1/photos/${n}/${i + 1}.jpg`,
      Order: i + 1,
      MediaCategory: 'Photo',
    })),
  });
// A hundred listings to a second, as a day's changes arrive.
const records = Array.from({ length: count }, (_, n) =>
  listing(n, new Date(Date.UTC(2026, 10, 1) + Math.floor(n / 100) * 1000).toISOString()),
);
const server = await startResoServer({
  data: { Property: records },
  auth: { type: 'bearer', token: 'bench' },
});
const [feed] = parseResoFeeds(
  JSON.stringify([
    { id: 'bench', baseUrl: server.url, auth: { type: 'bearer', token: 'bench' }, resources: ['Property'] },
  ]),
);
if (feed === undefined) throw new Error('no feed');

const work = process.env.BENCH_DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'bluebonnet-bench-sync-'));
const db = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: work ?? undefined });
await insertGeography(db);
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 100);
const lock = databaseFeedLock(db, process.env.BENCH_DATABASE_URL);
const run = async (label: string) => {
  const started = performance.now();
  const result = await syncFeed(db, feed, { brokerage: 'Bluebonnet Realty', lock, full: false });
  const seconds = (performance.now() - started) / 1000;
  const applied = result.report.listings.imported + result.report.listings.updated;
  if (result.status !== 'ok') throw new Error(`${label}: ${result.error ?? result.status}`);
  console.info(
    `${label}: ${applied.toLocaleString('en-US')} listings (${(applied * photos).toLocaleString('en-US')} photo rows) in ${seconds.toFixed(1)} s: ` +
      `${Math.round(applied / seconds).toLocaleString('en-US')} listings/s, ${Math.round((applied * photos) / seconds).toLocaleString('en-US')} photo rows/s; ${result.report.skipped.length} skipped`,
  );
};
console.info(`Syncing ${count.toLocaleString('en-US')} listings × ${photos} photos into ${db.kind}…`);
await run('fresh sync');
for (let n = 0; n < 100; n++)
  records[n * Math.floor(count / 100)] = listing(
    n * Math.floor(count / 100),
    '2026-11-26T12:00:00Z',
    400_000 + n,
  );
await run('incremental sync of 100 changes');
clearInterval(sampler);
console.info(`peak memory (RSS): ${Math.round(peak / 1_048_576)} MB`);
await db.close();
await server.close();
if (work) rmSync(work, { recursive: true, force: true });
