import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { buildBrokerage } from '../../server/data/generator/brokerage';
import { insertGeography } from '../../server/data/geography/insert-geography';
import { insertBrokerage } from '../../server/data/insert-brokerage';
import type { Db } from '../../server/db/db';
import { createRateLimiter } from '../../server/reso/sync/create-rate-limiter';
import { createResoClient } from '../../server/reso/sync/create-reso-client';
import { databaseFeedLock } from '../../server/reso/sync/feed-lock';
import { readSyncStatus } from '../../server/reso/sync/read-sync-status';
import { parseResoFeeds, type ResoFeed } from '../../server/reso/sync/reso-feed-config';
import { startResoSync } from '../../server/reso/sync/start-reso-sync';
import { syncFeed } from '../../server/reso/sync/sync-feed';
import { configResponseSchema } from '../../src/contract';
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
      expand: ['Media', 'Rooms'],
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
    expect(live.requests.filter((request) => request.startsWith('/Property'))[0]).toContain(
      '$expand=Media,Rooms&',
    );
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

describe('syncFeed against Bridge- and Trestle-like servers', () => {
  it('purges in a full refresh the listings and agents the feed no longer sends, and only that feed’s', async () => {
    const records = listings(6, '2026-11-23').map((record) => ({
      ...record,
      ListingKey: `BR-${String(record.ListingKey)}`,
      ListingId: `B${String(record.ListingId)}`,
      ListingKeyNumeric: Number(record.ListingKeyNumeric) + 1000,
    }));
    server = await startResoServer({
      data: { Property: records, Office: fixtureRecords('office'), Member: fixtureRecords('member') },
      auth: { type: 'bearer', token: 'bridge-token' },
    });
    const feed = feedOf('bridge', {
      baseUrl: server.url,
      auth: { type: 'bearer', token: 'bridge-token' },
      resources: ['Office', 'Member', 'Property'],
      pageSize: 4,
    });
    const first = await syncFeed(db, feed, { brokerage, lock: lock(), client: client(feed), full: false });
    expect(first.report.listings.imported).toBe(6);
    // Another feed's listing must survive this feed's purge.
    await db.query("UPDATE listings SET feed_id = 'elsewhere' WHERE listing_key = 'SYN1000'");
    const agentOf = async (memberKey: string) =>
      (await db.query('SELECT matrix_dir, feed_id FROM agents WHERE member_key = $1', [memberKey])).rows[0];
    expect(await agentOf('ACT-MK-5177')).toMatchObject({ feed_id: 'bridge' });

    server.data.Property = records.filter(
      (record) => !['BR-SYN1001', 'BR-SYN1004'].includes(String(record.ListingKey)),
    );
    server.data.Member = fixtureRecords('member').filter((member) => member.MemberKey !== 'ACT-MK-5177');
    server.requests.length = 0;
    const full = await syncFeed(db, feed, { brokerage, lock: lock(), client: client(feed), full: true });
    expect(full.status).toBe('ok');
    expect(full.purged).toEqual({ listings: 2, agents: 1 });
    expect(
      server.requests.filter(
        (request) => request.includes('%24select=ListingKey') || request.includes('$select=ListingKey'),
      ),
    ).toHaveLength(1);
    expect(await feedListingKeys('bridge')).toEqual(['BR-SYN1000', 'BR-SYN1002', 'BR-SYN1003', 'BR-SYN1005']);
    expect(await feedListingKeys('elsewhere')).toEqual(['SYN1000']);
    expect(await agentOf('ACT-MK-5177')).toBeUndefined();
    expect(await agentOf('ACT-MK-5101')).toBeDefined();
    const runs = await db.query(
      "SELECT mode, status FROM reso_sync_runs WHERE feed_id = 'bridge' ORDER BY id",
    );
    expect(runs.rows).toEqual([
      { mode: 'incremental', status: 'ok' },
      { mode: 'full', status: 'ok' },
    ]);
  });

  it('replicates OpenHouse and Media as resources of their own when Property is not expanded', async () => {
    const records = listings(2, '2026-11-24').map((record) => ({
      ...record,
      ListingKey: `TR-${String(record.ListingKey)}`,
      ListingId: `T${String(record.ListingId)}`,
      ListingKeyNumeric: Number(record.ListingKeyNumeric) + 2000,
      OpenHouse: [],
    }));
    const stamp = '2026-11-24T12:00:00Z';
    server = await startResoServer({
      data: {
        Property: records,
        OpenHouse: [
          {
            OpenHouseKey: 'TR-OH-1',
            ListingKey: 'TR-SYN1000',
            OpenHouseDate: '2026-12-13',
            OpenHouseStartTime: '10:00',
            OpenHouseEndTime: '12:00',
            ModificationTimestamp: stamp,
          },
        ],
        Media: [
          {
            MediaKey: 'TR-M-2',
            ResourceRecordKey: 'TR-SYN1001',
            ResourceName: 'Property',
            MediaURL: 'https://media.example.com/tr/2.jpg',
            Order: 2,
            MediaCategory: 'Photo',
            ModificationTimestamp: stamp,
          },
          {
            MediaKey: 'TR-M-1',
            ResourceRecordKey: 'TR-SYN1001',
            ResourceName: 'Property',
            MediaURL: 'https://media.example.com/tr/1.jpg',
            Order: 1,
            MediaCategory: 'Photo',
            ModificationTimestamp: stamp,
          },
        ],
      },
      auth: { type: 'oauth2', clientId: 'trestle', clientSecret: 'pw' },
    });
    const feed = feedOf('trestle', {
      baseUrl: server.url,
      auth: {
        type: 'oauth2',
        tokenUrl: `${server.url}/token`,
        clientId: 'trestle',
        clientSecret: 'pw',
        scope: 'api',
      },
      resources: ['Property', 'OpenHouse', 'Media'],
      expand: false,
    });
    const result = await syncFeed(db, feed, { brokerage, lock: lock(), client: client(feed), full: false });
    expect(result.status).toBe('ok');
    expect(result.report.pages).toMatchObject({ Property: 1, OpenHouse: 1, Media: 1 });
    expect(server.requests.some((request) => request.includes('expand'))).toBe(false);
    const opens = await db.query(
      "SELECT to_char(open_date, 'YYYY-MM-DD') AS d FROM open_houses o JOIN listings l USING (listing_key_numeric) WHERE l.listing_key = 'TR-SYN1000'",
    );
    expect(opens.rows).toEqual([{ d: '2026-12-13' }]);
    const media = await db.query(
      "SELECT m.img_order, m.media_url FROM listing_media m JOIN listings l USING (listing_key_numeric) WHERE l.listing_key = 'TR-SYN1001' ORDER BY 1",
    );
    expect(media.rows).toEqual([
      { img_order: 1, media_url: 'https://media.example.com/tr/1.jpg' },
      { img_order: 2, media_url: 'https://media.example.com/tr/2.jpg' },
    ]);
  });
});

describe('a sync stopped in the middle of a run', () => {
  it('resumes from its mark: every record applied exactly once', async () => {
    const records = listings(10, '2026-11-25').map((record) => ({
      ...record,
      ListingKey: `AB-${String(record.ListingKey)}`,
      ListingId: `A${String(record.ListingId)}`,
      ListingKeyNumeric: Number(record.ListingKeyNumeric) + 3000,
    }));
    server = await startResoServer({ data: { Property: records }, auth: { type: 'bearer', token: 't' } });
    const feed = feedOf('aborted', {
      baseUrl: server.url,
      auth: { type: 'bearer', token: 't' },
      resources: ['Property'],
      pageSize: 3,
    });
    const stop = new AbortController();
    // The third page is asked for while the second is written (the sync fetches one page ahead): the
    // stop comes once the second is committed, while the third is on its way.
    server.onRequest = async (count) => {
      if (count !== 3) return;
      await expect
        .poll(() => feedListingKeys('aborted').then((keys) => keys.length), { timeout: 20_000 })
        .toBe(6);
      stop.abort();
    };
    const cut = await syncFeed(db, feed, {
      brokerage,
      lock: lock(),
      client: client(feed),
      full: false,
      signal: stop.signal,
    });
    expect(cut.status).toBe('failed');
    expect(cut.error).toBe('stopped before the end of the run');
    expect(cut.report.listings.imported).toBe(6);
    expect(await feedListingKeys('aborted')).toHaveLength(6);

    server.onRequest = null;
    const resumed = await syncFeed(db, feed, { brokerage, lock: lock(), client: client(feed), full: false });
    expect(resumed.status).toBe('ok');
    expect(resumed.report.listings).toMatchObject({ imported: 4, updated: 0, unchanged: 0, stale: 0 });
    expect(await feedListingKeys('aborted')).toHaveLength(10);
    expect(await mark('aborted', 'Property')).toEqual({
      high_water: '2026-11-25T10:02:00.250Z',
      keys_at: ['AB-SYN1008', 'AB-SYN1009'],
    });
  });
});

describe('long pages', () => {
  it('commits a page in slices, each with its own exact mark', async () => {
    const records = listings(9, '2026-11-27').map((record) => ({
      ...record,
      ListingKey: `SL-${String(record.ListingKey)}`,
      ListingId: `L${String(record.ListingId)}`,
      ListingKeyNumeric: Number(record.ListingKeyNumeric) + 4000,
    }));
    server = await startResoServer({ data: { Property: records }, auth: { type: 'bearer', token: 't' } });
    const feed = feedOf('sliced', {
      baseUrl: server.url,
      auth: { type: 'bearer', token: 't' },
      resources: ['Property'],
      pageSize: 9,
    });
    const result = await syncFeed(db, feed, {
      brokerage,
      lock: lock(),
      client: client(feed),
      full: false,
      recordsPerCommit: 3,
    });
    expect(result.report.pages.Property).toBe(1);
    expect(result.report.listings).toMatchObject({ imported: 9, unchanged: 0 });
    expect(await mark('sliced', 'Property')).toEqual({
      high_water: '2026-11-27T10:02:00.250Z',
      keys_at: ['SL-SYN1008'],
    });
    // Three transactions wrote the nine listings (the change log stamps each write with its transaction).
    const transactions = await db.query(
      `SELECT count(DISTINCT changed_xid)::int AS n FROM listing_changes c JOIN listings l USING (listing_key_numeric)
        WHERE l.feed_id = 'sliced'`,
    );
    expect(transactions.rows).toEqual([{ n: 3 }]);
    const applied = await db.query("SELECT records::int AS n FROM reso_sync_marks WHERE feed_id = 'sliced'");
    expect(applied.rows).toEqual([{ n: 9 }]);
  });
});

describe('one sync per feed at a time', () => {
  it('skips a feed another sync holds (the advisory lock on PostgreSQL), and runs it once free', async () => {
    server = await startResoServer({
      data: { Property: listings(2, '2026-11-26') },
      auth: { type: 'bearer', token: 't' },
    });
    const feed = feedOf('locked', {
      baseUrl: server.url,
      auth: { type: 'bearer', token: 't' },
      resources: ['Property'],
    });
    let free = () => {};
    const held = new Promise<void>((resolve) => {
      free = resolve;
    });
    let arrived = () => {};
    const first = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.onRequest = async () => {
      arrived();
      await held;
    };
    const shared = lock();
    const running = syncFeed(db, feed, { brokerage, lock: shared, client: client(feed), full: false });
    await first;
    // On PostgreSQL a second process's lock (its own connection); on PGlite the one process's own.
    const other = testDb.url === undefined ? shared : lock();
    const second = await syncFeed(db, feed, { brokerage, lock: other, client: client(feed), full: false });
    expect(second.status).toBe('busy');
    free();
    expect((await running).status).toBe('ok');
    server.onRequest = null;
    expect(
      (await syncFeed(db, feed, { brokerage, lock: other, client: client(feed), full: false })).status,
    ).toBe('ok');
  });
});

describe('sync:reso --status', () => {
  it("prints each feed's last run, error, last success, high-water marks and next run", async () => {
    const feeds = ['mlsgrid', 'flaky'].map((id) =>
      feedOf(id, { baseUrl: `https://${id}.example`, auth: { type: 'bearer', token: 't' } }),
    );
    const status = await readSyncStatus(db, feeds);
    expect(status).toContain('mlsgrid (https://mlsgrid.example; Office, Member, Property)');
    expect(status).toMatch(/mlsgrid[\s\S]*last run: incremental, ok, started \d{4}-/);
    expect(status).toMatch(/high-water mark Property: 2026-11-21T08:00:00Z \(12 records applied in all\)/);
    expect(status).toMatch(
      /flaky[\s\S]*last run: incremental, failed[\s\S]*error: .*503[\s\S]*last successful sync: never/,
    );
    expect(status).toMatch(/next run: \d{4}-.*; next full refresh: 24 h after the first successful run/);
  });
});

describe('data freshness', () => {
  it('reports each feed’s lag in /api/health and the last update in /api/config', async () => {
    const appWith = (ids: string[], staleAfterMs: number) =>
      buildApp({
        db,
        config: {
          mapboxToken: undefined,
          logLevel: 'silent',
          reso: {
            feeds: ids.map((id) =>
              feedOf(id, { baseUrl: 'https://mls.example', auth: { type: 'bearer', token: 't' } }),
            ),
            staleAfterMs,
            syncInServer: true,
          },
        },
        logger: false,
      });
    const app = await appWith(['mlsgrid', 'never-synced'], 3_600_000);
    try {
      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({
        status: 'ok',
        feeds: [
          {
            id: 'mlsgrid',
            last_success_at: expect.any(String),
            lag_seconds: expect.any(Number),
            stale: false,
          },
          { id: 'never-synced', last_success_at: null, lag_seconds: null, stale: true },
        ],
      });
      // One feed never synced: the widgets are not told a date the data does not have.
      expect(
        v.parse(configResponseSchema, (await app.inject('/api/config')).json()).data_updated_at,
      ).toBeNull();
    } finally {
      await app.close();
    }
    const single = await appWith(['mlsgrid'], 0);
    try {
      const last = await db.query<{ at: Date }>(
        "SELECT max(finished_at) AS at FROM reso_sync_runs WHERE feed_id = 'mlsgrid' AND status = 'ok'",
      );
      const config = v.parse(configResponseSchema, (await single.inject('/api/config')).json());
      expect(config.data_updated_at).toBe(last.rows[0]?.at.toISOString());
      expect((await single.inject('/api/health')).json()).toMatchObject({
        feeds: [{ id: 'mlsgrid', stale: true }],
      });
    } finally {
      await single.close();
    }
  });

  it('logs a feed whose last successful sync is older than RESO_STALE_AFTER as an error', async () => {
    server = await startResoServer({ data: { Property: [] }, auth: { type: 'bearer', token: 't' } });
    server.failNext(100);
    const feed = feedOf('stale', {
      baseUrl: server.url,
      auth: { type: 'bearer', token: 'wrong' },
      resources: ['Property'],
    });
    const errors: string[] = [];
    const ran = new Promise<void>((resolve) => {
      const sync = startResoSync({
        db,
        feeds: [feed],
        brokerage,
        lock: lock(),
        staleAfterMs: 60_000,
        log: () => {},
        error: (message) => errors.push(message),
        firstRunMs: 0,
        onRun: () => {
          void sync.stop().then(resolve);
        },
      });
    });
    await ran;
    expect(errors).toEqual(['MLS feed stale is stale: last successful sync never']);
    const run = await db.query("SELECT status, error FROM reso_sync_runs WHERE feed_id = 'stale'");
    expect(run.rows).toEqual([{ status: 'failed', error: expect.stringContaining('401') }]);
  });
});

describe('rate limits', () => {
  it('spaces requests to stay within requests per second', async () => {
    const limiter = createRateLimiter({ perSecond: 5, perHour: 7200 });
    const started = performance.now();
    for (let n = 0; n < 11; n++) await limiter.take();
    // Five at once, five a second later, the eleventh a second after those.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1990);
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
