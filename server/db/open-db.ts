import { countWrites } from './count-writes';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';
import { serveInRequestOrder } from './serve-in-request-order';

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDb(options: DbOptions): Promise<Db> {
  // PGlite answers one statement at a time, so it serves them in request order; a server has a pool.
  // Only this process writes a PGlite directory (it holds the lock), so its writes can all be counted
  // and answers cached between them; a server's other clients write unseen, so nothing is cached there.
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : countWrites(
        serveInRequestOrder(await openPglite(options.dataDir === undefined ? undefined : options.dataDir)),
      );
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
