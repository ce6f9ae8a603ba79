import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDigestMailer } from '../../../server/alerts/digest-mailer';
import { runSavedSearchAlerts } from '../../../server/alerts/run-saved-search-alerts';
import { seed } from '../../../server/data/seed';
import { advisoryLock } from '../../../server/db/advisory-lock';
import type { Db } from '../../../server/db/db';
import { openDb } from '../../../server/db/open-db';
import { insertSavedSearch } from '../../../server/db/queries/saved-search-rows';
import { type SmtpCatcher, startSmtpCatcher } from '../../../server/mail/start-smtp-catcher';
import { openTestDb, type TestDb } from '../support/open-test-db';
import { TEST_TODAY } from '../support/test-app';

const NOW = new Date('2026-12-10T15:00:00Z');

let testDb: TestDb;
let catcher: SmtpCatcher;
/** The database as each of two servers reaches it: its own pool on PostgreSQL, the one PGlite otherwise. */
let servers: [Db, Db];
const opened: Db[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 200, seed: 5, today: TEST_TODAY });
  catcher = await startSmtpCatcher();
  const open = async () => {
    if (!testDb.url) return testDb.db;
    const db = await openDb({ databaseUrl: testDb.url });
    opened.push(db);
    return db;
  };
  servers = [await open(), await open()];
  const client = await testDb.db.query<{ id: number }>(
    "INSERT INTO clients (party_name, email) VALUES ('Ann', 'ann@example.test') RETURNING client_id AS id",
  );
  const saved = await insertSavedSearch(testDb.db, {
    clientId: client.rows[0]?.id ?? 0,
    title: 'Austin',
    query: { filters: {}, moreFilters: { propertyType: 'Residential' } },
    search: null,
  });
  await testDb.db.query(
    `UPDATE saved_searches SET client_gateway_schedule = 2, last_alert_run_at = '2026-12-09T15:00:00Z'
      WHERE gateway_id = $1`,
    [saved?.GatewayID],
  );
  // One listing new since the last run: news for the search.
  await testDb.db.query(
    `UPDATE listings SET list_date = '2026-12-10' WHERE listing_key_numeric = (
       SELECT listing_key_numeric FROM listings WHERE property_type = 'Residential' AND mls_status = 'Active'
        ORDER BY listing_key_numeric LIMIT 1)`,
  );
});
afterAll(async () => {
  for (const db of opened) await db.close();
  await catcher?.close();
  await testDb?.close();
});

describe('saved-search alerts on several servers', () => {
  it('sends one digest when two servers run the alerts at the same moment', async () => {
    const mailers = servers.map((db) =>
      createDigestMailer({
        db,
        smtpUrl: catcher.url,
        from: 'alerts@example.test',
        siteUrl: 'https://x.test',
      }),
    );
    const results = await Promise.all(
      servers.map((db, index) => {
        const mailer = mailers[index];
        if (!mailer) throw new Error('one mailer per server');
        return runSavedSearchAlerts(db, mailer, NOW);
      }),
    );
    for (const mailer of mailers) mailer.close();
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    await expect.poll(() => catcher.messages.length).toBe(1);
    // Long enough for a second, wrong, e-mail to have arrived.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(catcher.messages).toHaveLength(1);
  });

  // On the embedded database there is one process, so no other server to keep out.
  it.runIf(process.env.DATABASE_URL)(
    'lets one server at a time hold the alerts’ lock, and another take it once it is let go',
    async () => {
      const [one, two] = servers.map((db) => advisoryLock(db, testDb.url, 'bluebonnet:alerts-test'));
      const held = await one?.('saved-search-alerts');
      expect(held).not.toBeNull();
      expect(await two?.('saved-search-alerts')).toBeNull();
      await held?.();
      const taken = await two?.('saved-search-alerts');
      expect(taken).not.toBeNull();
      await taken?.();
    },
  );

  it.runIf(process.env.DATABASE_URL)('hands the lock on when its holder dies mid-run', async () => {
    const [one, two] = servers.map((db) => advisoryLock(db, testDb.url, 'bluebonnet:alerts-test'));
    const held = await one?.('saved-search-alerts');
    expect(held).not.toBeNull();
    expect(await two?.('saved-search-alerts')).toBeNull();
    // The holder's process is gone: PostgreSQL ends its session, and with it the lock.
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
        WHERE locktype = 'advisory' AND pid <> pg_backend_pid() AND database = (
          SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    await admin.end();
    await expect
      .poll(async () => {
        const taken = await two?.('saved-search-alerts');
        await taken?.();
        return taken !== null;
      })
      .toBe(true);
    await held?.();
  });
});
