import type { Db, Queryable, QueryOptions } from './db';
import { arrivalOrder } from './request-order';

interface Waiting {
  order: number;
  seq: number;
  start: () => void;
}

/**
 * Wraps a database that answers one statement at a time (PGlite) so that its statements are served in the
 * order their HTTP requests arrived, not the order the statements were issued. A request that needs
 * several statements (a count and then a page; the four autocomplete groups) otherwise rejoins the back
 * of the line for each, and under load the earliest requests waited longest: with 50 connections some
 * passed 10 s. Transactions run whole, with nothing interleaved.
 */
export function serveInRequestOrder(db: Db): Db {
  const waiting: Waiting[] = [];
  let busy = false;
  let seq = 0;

  const release = () => {
    busy = false;
    waiting.sort((a, b) => a.order - b.order || a.seq - b.seq);
    const first = waiting.shift();
    if (first) {
      busy = true;
      // PGlite answers within microtasks: started at once, a long queue would run to its end without the
      // event loop ever reading new requests or writing answers. One turn of the loop between statements
      // keeps the server responsive under load.
      setImmediate(first.start);
    }
  };

  const exclusively = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        work().then(resolve, reject).finally(release);
      };
      if (busy) {
        seq += 1;
        waiting.push({ order: arrivalOrder(), seq, start });
      } else {
        busy = true;
        start();
      }
    });

  const queryable: Queryable = {
    query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      return exclusively(() => db.query<Row>(sql, params, options));
    },
    exec: (sql) => exclusively(() => db.exec(sql)),
  };
  return {
    kind: db.kind,
    ...queryable,
    transaction: (fn) => exclusively(() => db.transaction(fn)),
    close: () => db.close(),
  };
}
