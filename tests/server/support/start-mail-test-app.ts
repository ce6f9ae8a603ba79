import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { seed } from '../../../server/data/seed';
import { type SmtpCatcher, startSmtpCatcher } from '../../../server/mail/start-smtp-catcher';
import type { FormLimits } from '../../../server/routes/screen-form-post';
import { openTestDb, type TestDb } from './open-test-db';
import { TEST_TODAY } from './test-app';

export interface MailTestApp {
  testDb: TestDb;
  app: FastifyInstance;
  /** Every e-mail the app sends arrives here. */
  catcher: SmtpCatcher;
  close(): Promise<void>;
}

/**
 * A seeded app whose lead and contact e-mails go to a local SMTP catcher, sent at once (no retry timer):
 * the tests of who receives a lead, a tour request or a contact message, and how often one may be sent.
 */
export async function startMailTestApp(options: {
  count: number;
  seed: number;
  /** The brokerage's inbox (LEAD_TO). */
  leadTo: string;
  /** FORM_POSTS_PER_*; the defaults otherwise. */
  formLimits?: FormLimits;
}): Promise<MailTestApp> {
  const testDb = await openTestDb();
  await seed(testDb.db, { count: options.count, seed: options.seed, today: TEST_TODAY });
  const catcher = await startSmtpCatcher();
  const app = await buildApp({
    db: testDb.db,
    config: {
      mapboxToken: undefined,
      logLevel: 'silent',
      ...(options.formLimits ? { formLimits: options.formLimits } : {}),
    },
    today: () => TEST_TODAY,
    logger: false,
    mail: { smtpUrl: catcher.url, from: 'no-reply@brokerage.test', leadTo: options.leadTo },
    leadRetryMs: 0,
  });
  return {
    testDb,
    app,
    catcher,
    async close() {
      await app.close();
      await catcher.close();
      await testDb.close();
    },
  };
}
