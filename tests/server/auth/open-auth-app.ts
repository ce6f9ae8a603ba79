import type { FastifyInstance } from 'fastify';
import type { BrandSettings } from '../../../server/alerts/digest-brand';
import { buildApp } from '../../../server/app';
import type { AccountSettings } from '../../../server/auth/account-settings';
import type { MailSettings } from '../../../server/mail/mail-settings';
import { openTestDb, type TestDb } from '../support/open-test-db';

export interface AuthApp {
  app: FastifyInstance;
  testDb: TestDb;
  close: () => Promise<void>;
}

/**
 * What an account test may add: SMTP to a catcher, the site's address for links in e-mails, and the
 * brokerage that signs them.
 */
export interface AuthAppMail {
  mail?: MailSettings;
  siteUrl?: string;
  brand?: BrandSettings;
}

/** The API over a fresh, unseeded database (accounts need no listings), with account settings to test. */
export async function openAuthApp(
  accounts: Partial<AccountSettings> = {},
  { mail, siteUrl, brand }: AuthAppMail = {},
): Promise<AuthApp> {
  const testDb = await openTestDb();
  const app = await buildApp({
    db: testDb.db,
    config: { mapboxToken: undefined, logLevel: 'silent', accounts, ...(brand ? { brand } : {}) },
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
