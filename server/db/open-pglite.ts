import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';
import { holdLockFile } from './hold-lock-file';
import { pglitePrepared } from './pglite-prepared';

/**
 * Opens (creating on first use) the embedded database in `dataDir`, or an in-memory one when `dataDir`
 * is undefined (tests). PGlite takes no lock of its own, and two processes writing one directory corrupt
 * it, so a lock file guards the directory for as long as it is open.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  let release = () => {};
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    release = holdLockFile(`${dataDir}/.bluebonnet.lock`);
  }
  let pg: PGlite;
  try {
    // pg_trgm backs the typo-tolerant autocomplete (migration 005); PGlite only offers the extensions
    // it was given here to CREATE EXTENSION.
    pg = await PGlite.create(dataDir === undefined ? undefined : `${dataDir}/pglite`, {
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const prepared = pglitePrepared(pg);
  // Inside a transaction every statement goes through it; a prepared statement must not slip in between.
  let transactions = 0;
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>, top: boolean): Queryable => ({
    async query(sql, params = [], options = {}) {
      // The prepared path talks to PGlite's protocol directly, which after close() fails with a
      // TypeError; answer as query() does, so the API reports the closed database as unavailable.
      if (pg.closed) throw new Error('PGlite is closed');
      if (top && options.prepare && transactions === 0 && prepared.accepts(sql)) {
        return { rows: (await prepared.query(sql, params)) as never[] };
      }
      const result = await q.query(sql, [...params]);
      return { rows: result.rows as never[] };
    },
    async exec(sql) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg, true),
    async transaction(fn) {
      transactions += 1;
      try {
        return await pg.transaction((tx) => fn(wrap(tx, false)));
      } finally {
        transactions -= 1;
      }
    },
    async close() {
      await pg.close();
      release();
    },
  };
}
