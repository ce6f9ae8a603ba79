import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { seed } from '../../../server/data/seed';
import type { Db } from '../../../server/db/db';
import type { PhotoStore } from '../../../server/photos/photo-store';
import { openTestDb, type TestDb } from './open-test-db';

/** The date the test data is generated for and the server believes it is. */
export const TEST_TODAY = '2026-11-23';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  close: () => Promise<void>;
}

/**
 * The API over `db` as the tests run it: silent, without a Mapbox token, on TEST_TODAY; the MLS photos
 * served from `photoStore` when given.
 */
export function buildTestApp(db: Db, photoStore?: PhotoStore): Promise<FastifyInstance> {
  return buildApp({
    db,
    config: { mapboxToken: undefined, logLevel: 'silent' },
    today: () => TEST_TODAY,
    logger: false,
    ...(photoStore === undefined ? {} : { photoStore }),
  });
}

/** The API over a fresh database seeded with `count` generated listings, for `inject()` tests. */
export async function openTestApp(count = 1500): Promise<TestApp> {
  const testDb = await openTestDb();
  await seed(testDb.db, { count, seed: 7, today: TEST_TODAY });
  const app = await buildTestApp(testDb.db);
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
