import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seed } from '../../server/data/seed';
import type { Db } from '../../server/db/db';
import { Readiness } from '../../server/http/readiness';
import { openTestDb, type TestDb } from './support/open-test-db';
import { TEST_TODAY } from './support/test-app';

let testDb: TestDb;
/** Whether the database answers; the listings read waits on `release` so the test sees the loading state. */
let up = true;
let release: () => void = () => {};
const listingsRead = new Promise<void>((resolve) => {
  release = resolve;
});

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 40, seed: 5, today: TEST_TODAY });
});
afterAll(async () => {
  await testDb?.close();
});

/** The test database, held back on the search index's first read and switchable off. */
function controlledDb(): Db {
  const db = testDb.db;
  const down = () => Promise.reject(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }));
  return {
    get kind() {
      return db.kind;
    },
    query: async (sql, params, options) => {
      if (!up) return down();
      // The index reads every listing in one statement at start; hold that one back.
      if (/FROM listings/i.test(sql) && !/SELECT 1/.test(sql)) await listingsRead;
      return db.query(sql, params, options);
    },
    exec: (sql) => (up ? db.exec(sql) : down()),
    transaction: (fn) => (up ? db.transaction(fn) : down()),
    close: async () => {},
  };
}

describe('GET /api/ready, what a load balancer checks', () => {
  it('is not ready while the index loads, the database is away or the server drains', async () => {
    const readiness = new Readiness();
    const app = await buildApp({
      db: controlledDb(),
      config: { mapboxToken: undefined, logLevel: 'silent' },
      today: () => TEST_TODAY,
      logger: false,
      readiness,
    });
    await app.ready();
    const ready = async () => {
      const response = await app.inject('/api/ready');
      return { status: response.statusCode, body: response.json() };
    };

    expect(await ready()).toEqual({
      status: 503,
      body: { status: 'not ready', reason: 'search index loading' },
    });
    // Liveness is another question: the server is alive and its database answers.
    expect((await app.inject('/api/health')).statusCode).toBe(200);

    release();
    await expect.poll(async () => (await ready()).status).toBe(200);
    expect((await ready()).body).toEqual({ status: 'ready' });

    up = false;
    expect(await ready()).toEqual({
      status: 503,
      body: { status: 'not ready', reason: 'database unavailable' },
    });
    up = true;
    expect((await ready()).status).toBe(200);

    readiness.drain();
    expect(await ready()).toEqual({ status: 503, body: { status: 'not ready', reason: 'draining' } });
    // Draining stops new traffic from the balancer; what still arrives is answered.
    expect((await app.inject('/api/searchCity/aus')).statusCode).toBe(200);
    await app.close();
  });
});
