import { describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../server/db/db';
import { inArrivalOrder } from '../../../server/db/request-order';
import { serveInRequestOrder } from '../../../server/db/serve-in-request-order';

/** A one-statement-at-a-time database that records what it ran, each statement taking a few ms. */
function recordingDb(): { db: Db; ran: string[] } {
  const ran: string[] = [];
  const run = async (sql: string) => {
    ran.push(sql);
    await new Promise((resolve) => setTimeout(resolve, 3));
    return { rows: [] };
  };
  const queryable: Queryable = {
    query: async (sql) => run(sql),
    exec: async (sql) => {
      await run(sql);
    },
  };
  return {
    ran,
    db: { kind: 'pglite', ...queryable, transaction: (fn) => fn(queryable), close: async () => {} },
  };
}

describe('serveInRequestOrder', () => {
  it("serves an earlier request's later statements before a newer request's", async () => {
    const { db: raw, ran } = recordingDb();
    const db = serveInRequestOrder(raw);
    const first = inArrivalOrder(async () => {
      await db.query('first: count');
      await db.query('first: page');
    });
    const second = inArrivalOrder(async () => {
      await db.query('second: count');
      await db.query('second: page');
    });
    const third = inArrivalOrder(() => db.query('third: only'));
    await Promise.all([first, second, third]);
    // Without the ordering, 'first: page' would queue behind every statement issued before it.
    expect(ran).toEqual(['first: count', 'first: page', 'second: count', 'second: page', 'third: only']);
  });

  it('runs one statement at a time and passes failures to their caller only', async () => {
    let running = 0;
    let most = 0;
    const flaky: Queryable = {
      async query(sql) {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
        if (sql === 'bad') throw new Error('syntax error');
        return { rows: [] };
      },
      exec: async () => {},
    };
    const db = serveInRequestOrder({
      kind: 'pglite',
      ...flaky,
      transaction: (fn) => fn(flaky),
      close: async () => {},
    });
    const results = await Promise.allSettled([db.query('a'), db.query('bad'), db.query('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(most).toBe(1);
  });
});
