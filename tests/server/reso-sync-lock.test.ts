import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildBrokerage } from '../../server/data/generator/brokerage';
import { insertGeography } from '../../server/data/geography/insert-geography';
import { insertBrokerage } from '../../server/data/insert-brokerage';
import type { ReleaseLock } from '../../server/db/advisory-lock';
import { createResoClient } from '../../server/reso/sync/create-reso-client';
import { databaseFeedLock, type FeedLock } from '../../server/reso/sync/feed-lock';
import { parseResoFeeds, type ResoFeed } from '../../server/reso/sync/reso-feed-config';
import { syncFeed } from '../../server/reso/sync/sync-feed';
import { openTestDb, type TestDb } from './support/open-test-db';
import { feedListing } from './support/reso-feed-records';
import { type ResoServer, startResoServer } from './support/start-reso-server';

// A sync holds its feed's lock on a connection of its own. When that connection drops (the database
// restarted, the session was ended), another process may take the lock and sync the feed: this run must
// commit nothing more, and above all must not purge. Only PostgreSQL has other processes to lose it to.

let testDb: TestDb;
let server: ResoServer | null = null;
const brokerage = 'Bluebonnet Realty';

beforeAll(async () => {
  testDb = await openTestDb();
  await insertGeography(testDb.db);
  await insertBrokerage(testDb.db, buildBrokerage());
});
afterAll(async () => {
  await testDb?.close();
});
afterEach(async () => {
  await server?.close();
  server = null;
});

function feedOf(id: string, url: string): ResoFeed {
  const [feed] = parseResoFeeds(
    JSON.stringify([
      { id, baseUrl: url, auth: { type: 'bearer', token: 't0k' }, resources: ['Property'], pageSize: 2 },
    ]),
  );
  if (feed === undefined) throw new Error('no feed');
  return feed;
}

/** The feed lock, with a way for the test to see the lock it handed out. */
function watchedLock(): { lock: FeedLock; held: () => ReleaseLock } {
  const inner = databaseFeedLock(testDb.db, testDb.url);
  let last: ReleaseLock | null = null;
  return {
    lock: async (key) => {
      last = await inner(key);
      return last;
    },
    held: () => {
      if (last === null) throw new Error('no lock taken');
      return last;
    },
  };
}

/** Ends the lock's session as a database restart or an operator's pg_terminate_backend does. */
async function endLockSession(held: ReleaseLock): Promise<void> {
  const admin = new pg.Client({ connectionString: testDb.url });
  await admin.connect();
  await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_locks
      WHERE locktype = 'advisory' AND pid <> pg_backend_pid() AND database = (
        SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  await admin.end();
  if (!held.signal.aborted)
    await new Promise((resolve) => held.signal.addEventListener('abort', resolve, { once: true }));
}

async function feedKeys(feedId: string): Promise<string[]> {
  const found = await testDb.db.query<{ listing_key: string }>(
    'SELECT listing_key FROM listings WHERE feed_id = $1 ORDER BY listing_key',
    [feedId],
  );
  return found.rows.map((row) => row.listing_key);
}

describe.runIf(process.env.DATABASE_URL)('the sync when it loses its feed’s lock', () => {
  it('commits no page after the lock’s connection dropped, and says why the run stopped', async () => {
    const records = Array.from({ length: 6 }, (_, n) =>
      feedListing(n, `2026-11-20T10:0${n}:00Z`, { ListingKey: `LCK${n}` }),
    );
    server = await startResoServer({ data: { Property: records }, auth: { type: 'bearer', token: 't0k' } });
    const feed = feedOf('lockloss', server.url);
    const watched = watchedLock();
    // The second page is asked for while the first is written (the sync fetches one page ahead): the
    // lock goes once the first is committed, before the second arrives.
    server.onRequest = async (count) => {
      if (count !== 2) return;
      await expect.poll(() => feedKeys('lockloss').then((keys) => keys.length), { timeout: 20_000 }).toBe(2);
      await endLockSession(watched.held());
    };
    const result = await syncFeed(testDb.db, feed, {
      brokerage,
      lock: watched.lock,
      client: createResoClient(feed, { retryBaseMs: 5 }),
      full: false,
    });
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/lost the lock/);
    expect(await feedKeys('lockloss')).toEqual(['LCK0', 'LCK1']);
  });

  it('never purges in a full refresh whose lock was lost while the keys were listed', async () => {
    const records = Array.from({ length: 4 }, (_, n) =>
      feedListing(10 + n, `2026-11-20T11:0${n}:00Z`, { ListingKey: `PRG${n}` }),
    );
    server = await startResoServer({ data: { Property: records }, auth: { type: 'bearer', token: 't0k' } });
    const feed = feedOf('purgeloss', server.url);
    const first = await syncFeed(testDb.db, feed, {
      brokerage,
      lock: databaseFeedLock(testDb.db, testDb.url),
      client: createResoClient(feed),
      full: false,
    });
    expect(first.status).toBe('ok');
    // Bridge and Trestle signal deletion by absence: two listings are no longer sent.
    server.data.Property = records.slice(0, 2);
    const watched = watchedLock();
    const live = server;
    live.onRequest = async () => {
      if (live.requests.at(-1)?.includes('select')) await endLockSession(watched.held());
    };
    const full = await syncFeed(testDb.db, feed, {
      brokerage,
      lock: watched.lock,
      client: createResoClient(feed, { retryBaseMs: 5 }),
      full: true,
    });
    expect(full.status).toBe('failed');
    expect(full.purged).toEqual({ listings: 0, agents: 0 });
    expect(await feedKeys('purgeloss')).toEqual(['PRG0', 'PRG1', 'PRG2', 'PRG3']);
  });
});
