import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { AccountSettings } from '../../../server/auth/account-settings';
import type { MailSettings } from '../../../server/mail/mail-settings';
import { openTestDb, type TestDb } from '../support/open-test-db';

export interface AuthApp {
  app: FastifyInstance;
  testDb: TestDb;
  close: () => Promise<void>;
}

/** What an account test may add: SMTP to a catcher, and the site's address for links in e-mails. */
export interface AuthAppMail {
  mail?: MailSettings;
  siteUrl?: string;
}

/** The API over a fresh, unseeded database (accounts need no listings), with account settings to test. */
export async function openAuthApp(
  accounts: Partial<AccountSettings> = {},
  { mail, siteUrl }: AuthAppMail = {},
): Promise<AuthApp> {
  const testDb = await openTestDb();
  const app = await buildApp({
    db: testDb.db,
    config: { mapboxToken: undefined, logLevel: 'silent', accounts },
    logger: false,
    leadRetryMs: 0,
    ...(mail ? { mail } : {}),
    ...(siteUrl ? { siteUrl } : {}),
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
