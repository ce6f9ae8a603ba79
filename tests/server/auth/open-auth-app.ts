import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { AccountSettings } from '../../../server/auth/account-settings';
import { openTestDb, type TestDb } from '../support/open-test-db';

export interface AuthApp {
  app: FastifyInstance;
  testDb: TestDb;
  close: () => Promise<void>;
}

/** The API over a fresh, unseeded database (accounts need no listings), with account settings to test. */
export async function openAuthApp(accounts: Partial<AccountSettings> = {}): Promise<AuthApp> {
  const testDb = await openTestDb();
  const app = await buildApp({
    db: testDb.db,
    config: { mapboxToken: undefined, logLevel: 'silent', accounts },
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
