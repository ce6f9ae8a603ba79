import pg from 'pg';
import type { Db } from '../../db/db';

/** Takes a feed's lock; null when another sync of that feed holds it. The returned function releases it. */
export type FeedLock = (feedId: string) => Promise<(() => Promise<void>) | null>;

const LOCK_SQL = "SELECT pg_try_advisory_lock(hashtext('bluebonnet:reso-sync'), hashtext($1)) AS ok";
const UNLOCK_SQL = "SELECT pg_advisory_unlock(hashtext('bluebonnet:reso-sync'), hashtext($1))";

/**
 * One sync per feed at a time. On PostgreSQL a session advisory lock, held on a connection of its own
 * for the whole run (a pool would hand the lock's session to other queries), so a second worker or
 * server skips the feed, and a worker that dies releases it with its connection. On PGlite one process
 * owns the database; the same SQL runs there, and a set guards against overlapping runs in this process.
 */
export function databaseFeedLock(db: Db, databaseUrl?: string): FeedLock {
  // A session lock taken through the pool would stay on whichever connection ran it.
  if (db.kind === 'postgres' && databaseUrl === undefined) {
    throw new Error(
      'databaseFeedLock: on PostgreSQL the lock needs the database URL for a connection of its own',
    );
  }
  const running = new Set<string>();
  return async (feedId) => {
    if (running.has(feedId)) return null;
    running.add(feedId);
    try {
      if (databaseUrl !== undefined && db.kind === 'postgres') {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        const taken = await client
          .query<{ ok: boolean }>(LOCK_SQL, [feedId])
          .catch(async (error: unknown) => {
            await client.end();
            throw error;
          });
        if (taken.rows[0]?.ok !== true) {
          await client.end();
          running.delete(feedId);
          return null;
        }
        return async () => {
          running.delete(feedId);
          await client.query(UNLOCK_SQL, [feedId]).finally(() => client.end());
        };
      }
      const taken = await db.query<{ ok: boolean }>(LOCK_SQL, [feedId]);
      if (taken.rows[0]?.ok !== true) {
        running.delete(feedId);
        return null;
      }
      return async () => {
        running.delete(feedId);
        await db.query(UNLOCK_SQL, [feedId]);
      };
    } catch (error) {
      running.delete(feedId);
      throw error;
    }
  };
}
