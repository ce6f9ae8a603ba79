import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { insertGeography } from '../../server/data/geography/insert-geography';
import type { Db } from '../../server/db/db';
import { createResoClient } from '../../server/reso/sync/create-reso-client';
import { databaseFeedLock } from '../../server/reso/sync/feed-lock';
import { parseResoFeeds, type ResoFeed } from '../../server/reso/sync/reso-feed-config';
import { syncFeed } from '../../server/reso/sync/sync-feed';
import { openTestDb, type TestDb } from './support/open-test-db';
import { feedListing } from './support/reso-feed-records';
import { type ResoServer, startResoServer } from './support/start-reso-server';
import { TEST_TODAY } from './support/test-app';

let testDb: TestDb;
let db: Db;
let server: ResoServer | null = null;

beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  await insertGeography(db);
});
afterAll(async () => {
  await testDb?.close();
});
afterEach(async () => {
  await server?.close();
  server = null;
});

function feedOf(id: string, url: string, fields: Record<string, unknown> = {}): ResoFeed {
  const [feed] = parseResoFeeds(
    JSON.stringify([{ id, baseUrl: url, auth: { type: 'bearer', token: 'tk' }, ...fields }]),
  );
  if (feed === undefined) throw new Error('no feed');
  return feed;
}

const run = (feed: ResoFeed) =>
  syncFeed(db, feed, {
    brokerage: 'Bluebonnet Realty',
    lock: databaseFeedLock(db, testDb.url),
    client: createResoClient(feed, { retryBaseMs: 5 }),
    full: false,
  });

async function keyNumeric(listingKey: string): Promise<number> {
  const found = await db.query<{ key: number }>(
    'SELECT listing_key_numeric::float8 AS key FROM listings WHERE listing_key = $1',
    [listingKey],
  );
  const key = found.rows[0]?.key;
  if (key === undefined) throw new Error(`${listingKey} not stored`);
  return key;
}

describe('expansions of a synced Property', () => {
  it('follows Media@odata.nextLink of a paged expansion and keeps every photo, in order', async () => {
    const photos = Array.from({ length: 7 }, (_, n) => ({
      MediaKey: `PG-1-${n + 1}`,
      MediaURL: `https://media.example.com/pg1/${n + 1}.jpg`,
      Order: n + 1,
      MediaCategory: 'Photo',
    }));
    server = await startResoServer({
      data: { Property: [feedListing(1, '2026-11-20T10:00:00Z', { ListingKey: 'PG-1', Media: photos })] },
      auth: { type: 'bearer', token: 'tk' },
      expandPageSize: 3,
    });
    const feed = feedOf('paged', server.url, { resources: ['Property'], expand: ['Media'] });
    const result = await run(feed);
    expect(result.status).toBe('ok');
    const stored = await db.query<{ media_url: string }>(
      'SELECT media_url FROM listing_media WHERE listing_key_numeric = $1 ORDER BY img_order',
      [await keyNumeric('PG-1')],
    );
    expect(stored.rows.map((row) => row.media_url)).toEqual(photos.map((photo) => photo.MediaURL));
    // The rest came through the feed's own client: its token, its rate limits.
    expect(server.requests.filter((request) => request.startsWith("/Property('PG-1')/Media"))).toHaveLength(
      2,
    );
  });

  it('shows an open house once when the feed sends it expanded without a key and as its own record', async () => {
    const when = { OpenHouseDate: '2026-12-06', OpenHouseStartTime: '2026-12-06T16:00:00Z' };
    const end = { OpenHouseEndTime: '2026-12-06T18:00:00Z' };
    server = await startResoServer({
      data: {
        Property: [
          feedListing(2, '2026-11-20T10:00:00Z', {
            ListingKey: 'OH-2',
            OpenHouse: [{ ...when, ...end, OpenHouseRemarks: 'Expanded' }],
          }),
        ],
        OpenHouse: [
          {
            OpenHouseKey: 'OH-2-A',
            ListingKey: 'OH-2',
            ...when,
            ...end,
            OpenHouseRemarks: 'On its own',
            ModificationTimestamp: '2026-11-20T11:00:00Z',
          },
        ],
      },
      auth: { type: 'bearer', token: 'tk' },
    });
    const feed = feedOf('both', server.url, { resources: ['Property', 'OpenHouse'], expand: true });
    expect((await run(feed)).status).toBe('ok');
    const app = await buildApp({
      db,
      config: { mapboxToken: undefined, logLevel: 'silent' },
      today: () => TEST_TODAY,
      logger: false,
    });
    try {
      const shown = async () =>
        (await app.inject(`/api/openHouseInfo/${await keyNumeric('OH-2')}`)).json().data;
      expect(await shown()).toEqual([
        { f_date: '2026-12-06', f_start: '10:00', f_end: '12:00', OpenHouseRemarks: 'On its own' },
      ]);
      // The listing changes later and comes again with its expansion: still one open house, and MLS Grid's
      // deletion of the keyed record then takes it down.
      server.data.Property = [
        feedListing(2, '2026-11-21T10:00:00Z', {
          ListingKey: 'OH-2',
          ListPrice: 610_000,
          OpenHouse: [{ ...when, ...end, OpenHouseRemarks: 'Expanded again' }],
        }),
      ];
      server.data.OpenHouse = [];
      expect((await run(feed)).status).toBe('ok');
      expect(await shown()).toHaveLength(1);
      server.data.OpenHouse = [
        {
          OpenHouseKey: 'OH-2-A',
          ListingKey: 'OH-2',
          ModificationTimestamp: '2026-11-22T09:00:00Z',
          MlgCanView: false,
        },
      ];
      expect((await run(feed)).status).toBe('ok');
      expect(await shown()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
