import pg from 'pg';
import type { Db } from './db';

/**
 * Releases a lock taken by an `AdvisoryLock`. Its `signal` aborts when the lock is lost before that: the
 * lock's connection dropped (the database restarted, the session was ended), so another process may take
 * it now. Work that must not run twice at once checks it before each step it commits.
 */
export type ReleaseLock = (() => Promise<void>) & { readonly signal: AbortSignal };

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
        // Keepalive from 10 s of silence: a connection whose peer vanished without closing it (a failover,
        // a dead network) is noticed within minutes (the system's probes), not only one the database ends.
        const client = new pg.Client({
          connectionString: databaseUrl,
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
        });
        // A connection that drops takes the lock with it: the holder hears it through the signal, and
        // releasing then has nothing left to do.
        const lost = new AbortController();
        const lose = () =>
          lost.abort(new Error(`lost the lock ${namespace}:${key} (its database connection ended)`));
        client.on('error', lose);
        client.on('end', lose);
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
        return Object.assign(
          async () => {
            running.delete(key);
            client.off('end', lose);
            await client
              .query(unlockSql, [namespace, key])
              .catch(() => {})
              .finally(() => client.end().catch(() => {}));
          },
          { signal: lost.signal },
        );
      }
      const taken = await db.query<{ ok: boolean }>(lockSql, [namespace, key]);
      if (taken.rows[0]?.ok !== true) {
        running.delete(key);
        return null;
      }
      // PGlite's one session lives as long as the process: its lock is never lost before release.
      return Object.assign(
        async () => {
          running.delete(key);
          await db.query(unlockSql, [namespace, key]);
        },
        { signal: new AbortController().signal },
      );
    } catch (error) {
      running.delete(key);
      throw error;
    }
  };
}
