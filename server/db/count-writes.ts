import type { Db, Queryable } from './db';

// A statement that starts with SELECT or WITH and names no writing command only reads. Anything else
// (INSERT, UPDATE, DELETE, DDL, VACUUM, a WITH … INSERT, SELECT … FOR UPDATE) counts as a write: a
// needless bump only costs the cache its entries, a missed one would serve stale answers.
const READ_ONLY = /^\s*(SELECT|WITH)\b/i;
const WRITES = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|COPY|CALL|DO|NEXTVAL|SETVAL)\b/i;

/** Whether `sql` only reads (see above). */
export function onlyReads(sql: string): boolean {
  return READ_ONLY.test(sql) && !WRITES.test(sql);
}

/**
 * Wraps a database that no other process writes (PGlite: its directory is locked to this process) so
 * that `generation()` changes after every write made through it. The bump comes both before and after a
 * write, so an answer read while the write was under way is never stamped with the generation that follows.
 */
export function countWrites(db: Db): Db {
  let generation = 0;
  const writing = async <T>(work: () => Promise<T>): Promise<T> => {
    generation += 1;
    try {
      return await work();
    } finally {
      generation += 1;
    }
  };
  const queryable: Queryable = {
    query: (sql, params, options) =>
      onlyReads(sql) ? db.query(sql, params, options) : writing(() => db.query(sql, params, options)),
    exec: (sql) => writing(() => db.exec(sql)),
  };
  return {
    kind: db.kind,
    ...queryable,
    generation: () => generation,
    transaction: (fn) => writing(() => db.transaction(fn)),
    close: () => db.close(),
  };
}
