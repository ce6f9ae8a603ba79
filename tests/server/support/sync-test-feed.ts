import { createResoClient } from '../../../server/reso/sync/create-reso-client';
import { databaseFeedLock } from '../../../server/reso/sync/feed-lock';
import { parseResoFeeds, type ResoFeed } from '../../../server/reso/sync/reso-feed-config';
import { syncFeed } from '../../../server/reso/sync/sync-feed';
import type { TestDb } from './open-test-db';

/** The feed of this one RESO_FEEDS entry, read as the server reads the setting. */
export function testFeed(entry: Record<string, unknown>): ResoFeed {
  const [feed] = parseResoFeeds(JSON.stringify([entry]));
  if (feed === undefined) throw new Error('no feed');
  return feed;
}

/** One incremental run of `feed` for the brokerage, as its schedule runs it, retrying without the wait. */
export function syncTestFeed(testDb: TestDb, feed: ResoFeed): ReturnType<typeof syncFeed> {
  return syncFeed(testDb.db, feed, {
    brokerage: 'Bluebonnet Realty',
    lock: databaseFeedLock(testDb.db, testDb.url),
    client: createResoClient(feed, { retryBaseMs: 5 }),
    full: false,
  });
}
