import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seed } from '../../server/data/seed';
import type { Db } from '../../server/db/db';
import { openDb } from '../../server/db/open-db';
import { encodeListingsQuery } from '../../src/contract';
import { openTestDb, type TestDb } from './support/open-test-db';
import { signInClient } from './support/sign-in-client';
import { TEST_TODAY } from './support/test-app';

/**
 * README "Scaling": several servers on one PostgreSQL, each with its own connections, search index and
 * caches, answer as one site. Two app instances here, each over its own pool to the same database, are
 * two servers behind a balancer that sends a visitor's requests to either.
 */
describe.runIf(process.env.DATABASE_URL)('two servers on one PostgreSQL', () => {
  let t: TestDb;
  const dbs: Db[] = [];
  let one: FastifyInstance;
  let two: FastifyInstance;

  const server = async () => {
    const db = await openDb({ databaseUrl: t.url ?? '' });
    dbs.push(db);
    return buildApp({
      db,
      config: { mapboxToken: undefined, logLevel: 'silent' },
      today: () => TEST_TODAY,
      logger: false,
      leadRetryMs: 0,
    });
  };

  beforeAll(async () => {
    t = await openTestDb();
    await seed(t.db, { count: 400, seed: 5, today: TEST_TODAY });
    one = await server();
    two = await server();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    for (const db of dbs) await db.close();
    await t?.close();
  });

  it('sees a favorite written through the other server, signed in with the same session', async () => {
    const ann = await signInClient(one, t.db);
    const [listing] = (
      await t.db.query<{ key: number }>(
        "SELECT listing_key_numeric::float8 AS key FROM listings WHERE mls_status = 'Active' LIMIT 1",
      )
    ).rows;
    const added = await one.inject({
      method: 'POST',
      url: '/api/saved',
      headers: { cookie: ann.cookie },
      payload: { ListingKeyNumeric: listing?.key, clientID: ann.clientId, GatewayDesc: 'favorite' },
    });
    expect(added.statusCode).toBe(200);
    const keys = await two.inject({
      url: `/api/saved-keys-numeric/favorite/${ann.clientId}`,
      headers: { cookie: ann.cookie },
    });
    expect(keys.statusCode).toBe(200);
    expect(keys.json().data).toEqual([listing?.key]);
  });

  it('finds a listing changed through one server by searching the other within a second', async () => {
    const search = encodeListingsQuery({ filters: { page: 1 } });
    const count = async (app: FastifyInstance, mls: string) => {
      const response = await app.inject(`/api/searchAddress/${encodeURIComponent(mls)}`);
      return response.json().mlsnum.length as number;
    };
    // Both servers have read the listings (and cached their answers) before the change.
    for (const app of [one, two])
      expect((await app.inject(`/api/v1/listings/${search}`)).statusCode).toBe(200);
    const [listing] = (
      await t.db.query<{ key: number }>(
        "SELECT listing_key_numeric::float8 AS key FROM listings WHERE mls_status = 'Active' ORDER BY 1 LIMIT 1",
      )
    ).rows;
    expect(await count(two, 'ZZTOP1')).toBe(0);
    // The MLS sync, or any write, through server one's database connection.
    await dbs[0]?.query("UPDATE listings SET mls_num = 'ZZTOP1' WHERE listing_key_numeric = $1", [
      listing?.key,
    ]);
    const changed = Date.now();
    await expect.poll(() => count(two, 'ZZTOP1'), { timeout: 1_000, interval: 50 }).toBe(1);
    expect(Date.now() - changed).toBeLessThan(1_000);
  });
});
