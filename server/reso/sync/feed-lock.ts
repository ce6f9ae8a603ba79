import { type AdvisoryLock, advisoryLock } from '../../db/advisory-lock';
import type { Db } from '../../db/db';

/** Takes a feed's lock (by feed id); null when another sync of that feed holds it. */
export type FeedLock = AdvisoryLock;

/** One sync per feed at a time, whichever server or `sync:reso` worker runs it. */
export function databaseFeedLock(db: Db, databaseUrl?: string): FeedLock {
  return advisoryLock(db, databaseUrl, 'bluebonnet:reso-sync');
}
