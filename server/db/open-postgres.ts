import pg from 'pg';
import { serverLog } from '../lib/server-log';
import type { Db, Queryable } from './db';

// Counts and sums come back as strings by default (int8/numeric); the app wants numbers. Listing counts and
// prices stay far below 2^53, so the conversion loses nothing.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/** Connects a pool to the PostgreSQL server at `url`. */
export async function openPostgres(url: string): Promise<Db> {
  // A server that does not answer (a failover, a dropped network) must fail a request with 503 in
  // seconds rather than hold it until the client gives up.
  const pool = new pg.Pool({ connectionString: url, max: 8, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops (a restart, a failover) is reported here; without a listener
  // Node would throw it and take the whole API down. The pool opens a new connection on the next query.
  pool.on('error', (error) => {
    serverLog.error(`Lost an idle database connection: ${error.message}`);
  });
  // Fail at start-up, not on the first visitor's request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  // node-postgres prepares a named statement once per connection and reuses it by name.
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (name === undefined) {
      name = `bb_${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query(sql, params = [], options = {}) {
      const values = [...params];
      const result = await (options.prepare
        ? q.query({ name: nameOf(sql), text: sql, values })
        : q.query(sql, values));
      return { rows: result.rows };
    },
    async exec(sql) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection that cannot even roll back is broken: it is destroyed, not handed to the next
      // request, and the original error (not the rollback's) is the one reported.
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
