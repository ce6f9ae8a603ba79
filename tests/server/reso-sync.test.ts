import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildBrokerage } from '../../server/data/generator/brokerage';
import { insertGeography } from '../../server/data/geography/insert-geography';
import { insertBrokerage } from '../../server/data/insert-brokerage';
import type { Db } from '../../server/db/db';
import { createResoClient } from '../../server/reso/sync/create-reso-client';
import { databaseFeedLock } from '../../server/reso/sync/feed-lock';
import { parseResoFeeds, type ResoFeed } from '../../server/reso/sync/reso-feed-config';
import { syncFeed } from '../../server/reso/sync/sync-feed';
import { openTestDb, type TestDb } from './support/open-test-db';
import { feedListing, fixtureRecords } from './support/reso-feed-records';
import { type ResoServer, startResoServer } from './support/start-reso-server';

let testDb: TestDb;
let db: Db;
let server: ResoServer | null = null;
const brokerage = 'Bluebonnet Realty';

beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  await insertGeography(db);
  await insertBrokerage(db, buildBrokerage());
});
afterAll(async () => {
  await testDb?.close();
});
afterEach(async () => {
  await server?.close();
  server = null;
});

/** `count` listings, four to a ModificationTimestamp so that pages of 3 split every group. */
function listings(count: number, day = '2026-11-20'): ReturnType<typeof feedListing>[] {
  return Array.from({ length: count }, (_, n) =>
    feedListing(n, `${day}T10:0${Math.floor(n / 4)}:00.250Z`, { OriginatingSystemName: 'ACTRIS' }),
  );
}

function feedOf(id: string, json: Record<string, unknown>): ResoFeed {
  const [feed] = parseResoFeeds(JSON.stringify([{ id, ...json }]));
  if (feed === undefined) throw new Error('no feed');
  return feed;
}

const lock = () => databaseFeedLock(db, testDb.url);
const client = (feed: ResoFeed) => createResoClient(feed, { retryBaseMs: 5 });

async function feedListingKeys(feedId: string): Promise<string[]> {
  const found = await db.query<{ listing_key: string }>(
    'SELECT listing_key FROM listings WHERE feed_id = $1 ORDER BY listing_key',
    [feedId],
  );
  return found.rows.map((row) => row.listing_key);
}

async function mark(feedId: string, resource: string) {
  const found = await db.query(
    'SELECT high_water, keys_at FROM reso_sync_marks WHERE feed_id = $1 AND resource = $2',
    [feedId, resource],
  );
  return found.rows[0];
}

describe('syncFeed against an MLS Grid–like server', () => {
  it('replicates every page by nextLink through 429, an expired token and equal timestamps at page ends', async () => {
    const records = listings(10);
    server = await startResoServer({
      data: {
        Property: records,
        Office: fixtureRecords('office').map((office) => ({ ...office, OriginatingSystemName: 'ACTRIS' })),
        Member: fixtureRecords('member').map((member) => ({ ...member, OriginatingSystemName: 'ACTRIS' })),
      },
      auth: { type: 'oauth2', clientId: 'bb', clientSecret: 's3cret' },
      requireFilter: "OriginatingSystemName eq 'actris'",
    });
    const feed = feedOf('mlsgrid', {
      baseUrl: server.url,
      auth: { type: 'oauth2', tokenUrl: `${server.url}/token`, clientId: 'bb', clientSecret: 's3cret' },
      resources: ['Office', 'Member', 'Property'],
      pageSize: 3,
      filter: "OriginatingSystemName eq 'actris'",
      rateLimit: { perSecond: 2, perHour: 7200, perDay: 40000 },
    });
    const live = server;
    live.onRequest = (count) => {
      // The third data request is refused for a while, and the token runs out before the fifth.
      if (count === 3) live.throttleNext(1, new Date(Date.now() + 1000).toUTCString());
      if (count === 5) live.expireTokens();
    };
    const result = await syncFeed(db, feed, { brokerage, lock: lock(), client: client(feed), full: false });
    expect(result.error).toBeUndefined();
    expect(result.status).toBe('ok');
    expect(result.report.listings).toMatchObject({ imported: 10, updated: 0, unchanged: 0, stale: 0 });
    expect(result.report.agents.updated + result.report.agents.imported).toBeGreaterThan(0);
    expect(await feedListingKeys('mlsgrid')).toEqual(records.map((record) => record.ListingKey).sort());
    expect(live.tokensIssued).toBe(2);
    expect(live.requests.some((request) => request.includes('%24skip') || request.includes('$skip'))).toBe(
      true,
    );
    expect(live.requests.every((request) => request.includes('OriginatingSystemName'))).toBe(true);
    // The mark: the latest timestamp and the keys applied at it (listings 8 and 9).
    expect(await mark('mlsgrid', 'Property')).toEqual({
      high_water: '2026-11-20T10:02:00.250Z',
      keys_at: ['SYN1008', 'SYN1009'],
    });
    const photos = await db.query(
      "SELECT count(*)::int AS n FROM listing_media m JOIN listings l USING (listing_key_numeric) WHERE l.feed_id = 'mlsgrid'",
    );
    expect(photos.rows[0]).toEqual({ n: 10 });

    // The next run asks from the mark, applies only what changed, and never re-applies the keys at the mark.
    records[3] = feedListing(3, '2026-11-21T08:00:00Z', {
      OriginatingSystemName: 'ACTRIS',
      ListPrice: 800000,
    });
    records.push(feedListing(10, '2026-11-21T08:00:00Z', { OriginatingSystemName: 'ACTRIS' }));
    live.onRequest = null;
    live.requests.length = 0;
    const again = await syncFeed(db, feed, { brokerage, lock: lock(), client: client(feed), full: false });
    expect(again.report.listings).toMatchObject({ imported: 1, updated: 1, unchanged: 0, stale: 0 });
    expect(live.requests.find((request) => request.startsWith('/Property'))).toContain(
      encodeURIComponent('ModificationTimestamp ge 2026-11-20T10:02:00.250Z'),
    );
    const price = await db.query(
      "SELECT list_price::float8 AS p FROM listings WHERE listing_key = 'SYN1003'",
    );
    expect(price.rows[0]).toEqual({ p: 800000 });
  });

  it('records a run that fails after retrying 5xx answers, and leaves the mark where the last page left it', async () => {
    server = await startResoServer({
      data: { Property: listings(4, '2026-11-22') },
      auth: { type: 'bearer', token: 'static-token' },
    });
    const feed = feedOf('flaky', {
      baseUrl: server.url,
      auth: { type: 'bearer', token: 'static-token' },
      resources: ['Property'],
      pageSize: 2,
    });
    const live = server;
    live.onRequest = (count) => {
      if (count === 2) live.failNext(10);
    };
    const result = await syncFeed(db, feed, { brokerage, lock: lock(), client: client(feed), full: false });
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/503/);
    const run = await db.query("SELECT status, error FROM reso_sync_runs WHERE feed_id = 'flaky'");
    expect(run.rows).toEqual([{ status: 'failed', error: expect.stringMatching(/503/) }]);
    expect(await feedListingKeys('flaky')).toHaveLength(2);
    expect(await mark('flaky', 'Property')).toMatchObject({ keys_at: ['SYN1000', 'SYN1001'] });
  });
});

describe('RESO_FEEDS', () => {
  it('refuses a bad configuration with a message naming the field', () => {
    expect(() =>
      parseResoFeeds('[{"id":"x","baseUrl":"not a url","auth":{"type":"bearer","token":"t"}}]'),
    ).toThrow(/RESO_FEEDS\[0\]\.baseUrl: baseUrl must be a URL/);
    expect(() => parseResoFeeds('{')).toThrow(/RESO_FEEDS is not JSON/);
    expect(() =>
      parseResoFeeds('[{"id":"x","baseUrl":"https://a.example","auth":{"type":"basic"}}]'),
    ).toThrow(/auth\.type must be 'oauth2'/);
    expect(parseResoFeeds(undefined)).toEqual([]);
  });
});
