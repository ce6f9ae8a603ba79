import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { seed } from '../../../server/data/seed';
import { openTestDb, type TestDb } from './open-test-db';

/** The date the test data is generated for and the server believes it is. */
export const TEST_TODAY = '2026-11-23';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  close: () => Promise<void>;
}

/** The API over a fresh database seeded with `count` generated listings, for `inject()` tests. */
export async function openTestApp(count = 1500): Promise<TestApp> {
  const testDb = await openTestDb();
  await seed(testDb.db, { count, seed: 7, today: TEST_TODAY });
  const app = await buildApp({
    db: testDb.db,
    config: { mapboxToken: undefined, logLevel: 'silent' },
    today: () => TEST_TODAY,
    logger: false,
  });
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
