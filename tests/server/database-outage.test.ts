import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seed } from '../../server/data/seed';
import type { Db } from '../../server/db/db';
import { openPglite } from '../../server/db/open-pglite';
import { openPostgres } from '../../server/db/open-postgres';
import { encodeListingsQuery } from '../../src/contract';
import { openTestDb, type TestDb } from './support/open-test-db';
import { TEST_TODAY } from './support/test-app';

/**
 * The database goes away (a restart, a failover, a closed embedded database) while the API keeps
 * running: requests answer 503 with the usual JSON error and Retry-After, never a 500 or a hang, and the
 * first request after it is back succeeds without restarting the server.
 */
let testDb: TestDb;
let healthy: Db;
/** The database the app talks to right now; the tests swap in broken ones. */
let current: Db;
let app: FastifyInstance;

/** Delegates to `current`; no data generation, so no cached answer can hide an outage. */
const switchable: Db = {
  get kind() {
    return current.kind;
  },
  query: (sql, params, options) => current.query(sql, params, options),
  exec: (sql) => current.exec(sql),
  transaction: (fn) => current.transaction(fn),
  close: async () => {},
};

/** A database whose every statement fails with `error`. */
const failing = (error: Error): Db => ({
  kind: 'postgres',
  query: () => Promise.reject(error),
  exec: () => Promise.reject(error),
  transaction: () => Promise.reject(error),
  close: async () => {},
});

const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });

const PATHS = [
  `/api/v1/listings/${encodeListingsQuery({ filters: { page: 1 } })}`,
  '/api/searchCity/aus',
  '/api/health',
];

beforeAll(async () => {
  testDb = await openTestDb();
  healthy = testDb.db;
  current = healthy;
  await seed(healthy, { count: 60, seed: 5, today: TEST_TODAY });
  app = await buildApp({
    db: switchable,
    config: { mapboxToken: undefined, logLevel: 'silent' },
    today: () => TEST_TODAY,
    logger: false,
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function expectUnavailable(path: string) {
  const response = await app.inject(path);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(503);
  if (path === '/api/health') return;
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    error: { code: 'unavailable', message: expect.stringMatching(/try again/i) },
  });
}

describe('the API while the database is unavailable', () => {
  it.each([
    ['refused connections', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'refused connections on every address',
      Object.assign(new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {
        code: 'ECONNREFUSED',
      }),
    ],
    [
      'an administrator shutdown (57P01)',
      pgError('terminating connection due to administrator command', '57P01'),
    ],
    ['a connection failure (08006)', pgError('connection failure', '08006')],
    ['a dropped connection', pgError('Connection terminated unexpectedly')],
    ['a connect timeout', pgError('timeout exceeded when trying to connect')],
    ['too many connections (53300)', pgError('sorry, too many clients already', '53300')],
  ])('answers 503 with Retry-After on %s, then recovers', async (_, error) => {
    current = failing(error);
    for (const path of PATHS) await expectUnavailable(path);
    current = healthy;
    for (const path of PATHS) expect((await app.inject(path)).statusCode, path).toBe(200);
  });

  it('answers 503 while the embedded database is closed, and serves again once it is reopened', async () => {
    const closed = await openPglite();
    await closed.close();
    current = closed;
    for (const path of PATHS) await expectUnavailable(path);
    current = healthy;
    expect((await app.inject(PATHS[0] ?? '')).statusCode).toBe(200);
  });

  it('still answers 500 for a fault that is not an outage (a broken statement)', async () => {
    current = failing(pgError('syntax error at or near "SELEC"', '42601'));
    const response = await app.inject(PATHS[0] ?? '');
    current = healthy;
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

/**
 * A real PostgreSQL behind a TCP proxy the test can cut, so the pool really loses its connections and
 * must open new ones: only when the tests run on PostgreSQL (DATABASE_URL).
 */
describe.runIf(process.env.DATABASE_URL)('a PostgreSQL server that goes away and comes back', () => {
  it('answers 503 quickly while it is unreachable or silent, and 200 once it is back, without restart', async () => {
    // The test database's name: openTestDb creates a fresh one on the DATABASE_URL server.
    const { rows } = await healthy.query<{ name: string }>('SELECT current_database() AS name');
    const target = new URL(process.env.DATABASE_URL ?? '');
    target.pathname = `/${rows[0]?.name}`;
    const proxy = await startProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(target.href);
    proxied.host = `127.0.0.1:${proxy.port}`;
    current = await openPostgres(proxied.href);
    try {
      const path = PATHS[0] ?? '';
      expect((await app.inject(path)).statusCode).toBe(200);

      await proxy.stop(); // down: connections cut, new ones refused
      await expectUnavailable(path);

      await proxy.start('silent'); // up but not answering: the connect timeout, not a hang
      const started = performance.now();
      await expectUnavailable(path);
      expect(performance.now() - started).toBeLessThan(8_000);

      await proxy.stop();
      await proxy.start('forward'); // back
      expect((await app.inject(path)).statusCode).toBe(200);
    } finally {
      const pool = current;
      current = healthy;
      await pool.close();
      await proxy.stop();
    }
  }, 30_000);
});

interface Proxy {
  port: number;
  start(mode: 'forward' | 'silent'): Promise<void>;
  stop(): Promise<void>;
}

/** A TCP proxy to host:port that can be stopped (refusing), restarted silent (accepting, never answering) or forwarding. */
async function startProxy(host: string, port: number): Promise<Proxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let listenPort = 0;
  const proxy: Proxy = {
    get port() {
      return listenPort;
    },
    start: (mode) =>
      new Promise((resolve) => {
        server = createServer((client) => {
          sockets.add(client);
          client.on('close', () => sockets.delete(client));
          client.on('error', () => {});
          if (mode === 'silent') return;
          const upstream = connect(port, host, () => client.pipe(upstream).pipe(client));
          sockets.add(upstream);
          upstream.on('error', () => client.destroy());
          client.on('close', () => upstream.destroy());
        });
        server.listen(listenPort, '127.0.0.1', () => {
          const address = server?.address();
          if (address && typeof address === 'object') listenPort = address.port;
          resolve();
        });
      }),
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
  };
  await proxy.start('forward');
  return proxy;
}
