import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeography } from '../../server/data/geography/insert-geography';
import type { Db } from '../../server/db/db';
import { createResoClient } from '../../server/reso/sync/create-reso-client';
import { databaseFeedLock } from '../../server/reso/sync/feed-lock';
import { parseResoFeeds } from '../../server/reso/sync/reso-feed-config';
import { syncFeed } from '../../server/reso/sync/sync-feed';
import { openTestDb, type TestDb } from './support/open-test-db';
import { feedListing } from './support/reso-feed-records';
import { startResoServer } from './support/start-reso-server';

let testDb: TestDb;
let db: Db;

beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  await insertGeography(db);
});
afterAll(async () => {
  await testDb?.close();
});

describe('MLS Grid deletions through the sync', () => {
  it('takes down listings sent again with MlgCanView false, as full records and as minimal ones', async () => {
    const listing = (n: number, at: string, fields = {}) =>
      feedListing(n, at, {
        ListingKey: `MLG-${n}`,
        ListingId: `M${n}`,
        OriginatingSystemName: 'ACTRIS',
        MlgCanView: true,
        ...fields,
      });
    const records = [0, 1, 2].map((n) => listing(n, '2026-11-20T10:00:00Z'));
    const server = await startResoServer({
      data: { Property: records },
      auth: { type: 'oauth2', clientId: 'c', clientSecret: 's' },
      requireFilter: "OriginatingSystemName eq 'actris'",
    });
    try {
      const [feed] = parseResoFeeds(
        JSON.stringify([
          {
            id: 'mlg',
            baseUrl: server.url,
            auth: { type: 'oauth2', tokenUrl: `${server.url}/token`, clientId: 'c', clientSecret: 's' },
            resources: ['Property'],
            filter: "OriginatingSystemName eq 'actris'",
          },
        ]),
      );
      if (feed === undefined) throw new Error('no feed');
      const run = () =>
        syncFeed(db, feed, {
          brokerage: 'Bluebonnet Realty',
          lock: databaseFeedLock(db, testDb.url),
          client: createResoClient(feed, { retryBaseMs: 5 }),
          full: false,
        });
      expect((await run()).report.listings.imported).toBe(3);
      // MLS Grid keeps a deleted record with MlgCanView false: whole, or only its key, timestamp and flag.
      server.data.Property = [
        listing(0, '2026-11-21T10:00:00Z', { MlgCanView: false }),
        {
          ListingKey: 'MLG-1',
          ModificationTimestamp: '2026-11-21T10:00:00Z',
          MlgCanView: false,
          OriginatingSystemName: 'ACTRIS',
        },
        records[2] ?? {},
      ];
      const deletions = await run();
      expect(deletions.report.listings).toMatchObject({ removed: 2, unchanged: 0 });
      const left = await db.query<{ listing_key: string }>(
        "SELECT listing_key FROM listings WHERE feed_id = 'mlg'",
      );
      expect(left.rows).toEqual([{ listing_key: 'MLG-2' }]);
    } finally {
      await server.close();
    }
  });
});
