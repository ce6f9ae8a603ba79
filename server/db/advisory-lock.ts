import pg from 'pg';
import type { Db } from './db';

/** Releases a lock taken by an `AdvisoryLock`. */
export type ReleaseLock = () => Promise<void>;

/** Takes the lock of `key`; null when someone (this process or another) holds it. */
export type AdvisoryLock = (key: string) => Promise<ReleaseLock | null>;

/**
 * Work that must run on one process at a time however many servers and workers share the database (the
 * MLS sync of a feed, the saved-search alerts): a PostgreSQL session advisory lock on
 * (`namespace`, key), held on a connection of its own for as long as the work runs (a pool would hand
 * the lock's session to other queries), so a process that dies releases it with its connection and
 * another takes over at its next try. On PGlite one process owns the database; the same SQL runs there,
 * and a set guards against overlapping work in this process.
 */
export function advisoryLock(db: Db, databaseUrl: string | undefined, namespace: string): AdvisoryLock {
  // A session lock taken through the pool would stay on whichever connection ran it.
  if (db.kind === 'postgres' && databaseUrl === undefined) {
    throw new Error(
      'advisoryLock: on PostgreSQL the lock needs the database URL for a connection of its own',
    );
  }
  const lockSql = 'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS ok';
  const unlockSql = 'SELECT pg_advisory_unlock(hashtext($1), hashtext($2))';
  const running = new Set<string>();
  return async (key) => {
    if (running.has(key)) return null;
    running.add(key);
    try {
      if (databaseUrl !== undefined && db.kind === 'postgres') {
        const client = new pg.Client({ connectionString: databaseUrl });
        // A connection that drops (the database restarted, the session was ended) takes the lock with it;
        // the work in hand still finishes, and releasing then has nothing left to do.
        client.on('error', () => {});
        await client.connect();
        const taken = await client
          .query<{ ok: boolean }>(lockSql, [namespace, key])
          .catch(async (error: unknown) => {
            await client.end();
            throw error;
          });
        if (taken.rows[0]?.ok !== true) {
          await client.end();
          running.delete(key);
          return null;
        }
        return async () => {
          running.delete(key);
          await client
            .query(unlockSql, [namespace, key])
            .catch(() => {})
            .finally(() => client.end().catch(() => {}));
        };
      }
      const taken = await db.query<{ ok: boolean }>(lockSql, [namespace, key]);
      if (taken.rows[0]?.ok !== true) {
        running.delete(key);
        return null;
      }
      return async () => {
        running.delete(key);
        await db.query(unlockSql, [namespace, key]);
      };
    } catch (error) {
      running.delete(key);
      throw error;
    }
  };
}
