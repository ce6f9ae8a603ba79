import type { Queryable } from '../../db/db';

export interface FeedFreshness {
  feedId: string;
  /** When the feed's last successful run finished; null before its first. */
  lastSuccessAt: Date | null;
}

/**
 * Each feed's last successful sync, for /api/health's lag, the widgets' "Listing data last updated"
 * and the stale-feed error. Feeds without a successful run are listed with null.
 */
export async function readFeedFreshness(q: Queryable, feedIds: readonly string[]): Promise<FeedFreshness[]> {
  if (feedIds.length === 0) return [];
  const found = await q.query<{ feed_id: string; last_success_at: Date | string | null }>(
    `SELECT f.feed_id, (SELECT max(finished_at) FROM reso_sync_runs r WHERE r.feed_id = f.feed_id AND r.status = 'ok')
              AS last_success_at
       FROM unnest($1::text[]) AS f(feed_id)`,
    [feedIds],
  );
  return found.rows.map((row) => ({
    feedId: row.feed_id,
    lastSuccessAt: row.last_success_at === null ? null : new Date(row.last_success_at),
  }));
}

/**
 * When the MLS listing data was last updated, as the disclaimer says it (`/api/config`'s
 * `data_updated_at`, the listing page): the oldest of the feeds' last successful syncs, so it never
 * claims fresher data than the stalest feed holds. Null without feeds, or while one has never synced.
 */
export async function readDataUpdatedAt(q: Queryable, feedIds: readonly string[]): Promise<Date | null> {
  const times = (await readFeedFreshness(q, feedIds)).map((feed) => feed.lastSuccessAt?.getTime() ?? null);
  if (times.length === 0 || times.includes(null)) return null;
  return new Date(Math.min(...times.map(Number)));
}

/** The feeds whose last success is older than `staleAfterMs` (or that never succeeded), at `now`. */
export function staleFeeds(
  freshness: readonly FeedFreshness[],
  staleAfterMs: number,
  now: number,
): FeedFreshness[] {
  return freshness.filter(
    (feed) => feed.lastSuccessAt === null || now - feed.lastSuccessAt.getTime() > staleAfterMs,
  );
}
