import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDigestMailer } from '../../../server/alerts/digest-mailer';
import { runSavedSearchAlerts } from '../../../server/alerts/run-saved-search-alerts';
import { buildApp } from '../../../server/app';
import { seed } from '../../../server/data/seed';
import { insertSavedSearch } from '../../../server/db/queries/saved-search-rows';
import { type SmtpCatcher, startSmtpCatcher } from '../../../server/mail/start-smtp-catcher';
import { openTestDb, type TestDb } from '../support/open-test-db';
import { TEST_TODAY } from '../support/test-app';

// The job runs well after the seeded data's day, so nothing seeded is news: only what a test changes is.
const LAST_RUN = '2026-12-09T15:00:00Z';
const NOW = new Date('2026-12-10T15:00:00Z');
const NEXT_DAY = new Date('2026-12-11T15:00:00Z');
const SITE = 'https://homes.example.test';

let testDb: TestDb;
let catcher: SmtpCatcher;
let clientId: number;
let searchId: number;
const listing: Record<
  'newA' | 'newB' | 'cut' | 'pending' | 'back' | 'later',
  { key: number; address: string }
> = {} as never;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  testDb.db.query<T>(sql, params).then((r) => r.rows);

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 300, seed: 5, today: TEST_TODAY });
  catcher = await startSmtpCatcher();
  const [client] = await q<{ id: number }>(
    `INSERT INTO clients (party_name, email) VALUES ('Ann <b>', 'ann@example.test') RETURNING client_id AS id`,
  );
  clientId = client?.id ?? 0;
  const active = await q<{ key: number; address: string }>(
    `SELECT listing_key_numeric::float8 AS key, address FROM listings
      WHERE property_type = 'Residential' AND mls_status = 'Active' ORDER BY listing_key_numeric LIMIT 5`,
  );
  const [pending] = await q<{ key: number; address: string }>(
    `SELECT listing_key_numeric::float8 AS key, address FROM listings
      WHERE property_type = 'Residential' AND mls_status = 'Pending' LIMIT 1`,
  );
  const [a, b, c, d, e] = active;
  if (!a || !b || !c || !d || !e || !pending) throw new Error('seed has too few Residential listings');
  Object.assign(listing, { newA: a, newB: b, cut: c, back: d, later: e, pending });
  const saved = await insertSavedSearch(testDb.db, {
    clientId,
    title: 'Austin <img src=x onerror=alert(1)>',
    query: { filters: {}, moreFilters: { propertyType: 'Residential' } },
    search: null,
  });
  searchId = saved?.GatewayID ?? 0;
  // Daily e-mail with price changes, without back-on-market notices.
  await q(
    `UPDATE saved_searches SET client_gateway_schedule = 2, suppress_back_on_market = true,
            last_alert_run_at = $2 WHERE gateway_id = $1`,
    [searchId, LAST_RUN],
  );
  // The changes since the last run: two new listings, a price cut, a new listing the search does not
  // match (Pending), and a listing back on the market that this search did not ask about.
  await q(`UPDATE listings SET list_date = '2026-12-09' WHERE listing_key_numeric = $1`, [a.key]);
  await q(`UPDATE listings SET list_date = '2026-12-10' WHERE listing_key_numeric = ANY($1::bigint[])`, [
    [b.key, pending.key],
  ]);
  await q(`UPDATE listings SET list_price = 300000 WHERE listing_key_numeric = $1`, [c.key]);
  await q(
    `INSERT INTO listing_history (listing_key_numeric, event_date, event, price, status)
     VALUES ($1, '2026-12-10', 'PriceChange', 300000, 'Active'), ($2, '2026-12-10', 'StatusChange', NULL, 'Active')`,
    [c.key, d.key],
  );
});
afterAll(async () => {
  await catcher?.close();
  await testDb?.close();
});

const mailer = (smtpUrl = catcher.url) =>
  createDigestMailer({ db: testDb.db, smtpUrl, from: 'alerts@example.test', siteUrl: SITE });

const waitForMail = async (count: number) => {
  for (let i = 0; i < 100 && catcher.messages.length < count; i++)
    await new Promise((r) => setTimeout(r, 20));
  // A little longer, so a second (wrong) e-mail would have arrived too.
  await new Promise((r) => setTimeout(r, 100));
  return catcher.messages;
};

describe('saved-search e-mail alerts', () => {
  it('run twice over changed data, deliver exactly one digest with the right listings', async () => {
    const first = mailer();
    const second = mailer(); // as after a restart: nothing kept in memory between the runs
    expect(await runSavedSearchAlerts(testDb.db, first, NOW)).toMatchObject({ collected: 1, sent: 1 });
    expect(await runSavedSearchAlerts(testDb.db, second, NOW)).toEqual({ collected: 0, sent: 0, failed: 0 });
    // A day later the same events are still in the window, but were told already.
    expect(await runSavedSearchAlerts(testDb.db, second, NEXT_DAY)).toEqual({
      collected: 0,
      sent: 0,
      failed: 0,
    });
    first.close();
    second.close();

    const mails = await waitForMail(1);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to).toEqual(['ann@example.test']);
    for (const wanted of [listing.newA, listing.newB, listing.cut])
      expect(mail?.text).toContain(wanted.address);
    for (const unwanted of [listing.pending, listing.back, listing.later])
      expect(mail?.text).not.toContain(unwanted.address);
    expect(mail?.text.match(/^- /gm)).toHaveLength(3);
    expect(mail?.text).toContain('Price change:');
    expect(mail?.text).toContain('$300,000');
    // Each listing links to its own page; the search has its unsubscribe link.
    expect(mail?.text).toContain(`${SITE}/`);
    expect(mail?.text).toMatch(new RegExp(`${SITE}/api/v1/saved-search/unsubscribe/[\\w-]{20,}`));
    // The title and name a client typed are text in the HTML part, never markup.
    expect(mail?.html).toContain('Austin &lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.html).toContain('Ann &lt;b&gt;');
    expect(mail?.html).not.toMatch(/<img src=x|<b>/);
  });

  it("arrives with both parts, branded, each listing's photo and the main office's postal address", async () => {
    const mail = catcher.messages[0];
    const [office] = await q<{ address: string; city: string; postalcode: string }>(
      'SELECT address, city, postalcode FROM offices ORDER BY id LIMIT 1',
    );
    if (!mail?.html || !office) throw new Error('no HTML part or no office');
    expect(mail.text).toContain('Bluebonnet Realty');
    expect(mail.html).toContain(`<img src="${SITE}/demo-assets/logo.svg"`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`${office.address}, ${office.city}, TX ${office.postalcode}`);
    }
    for (const shown of [listing.newA, listing.newB, listing.cut])
      expect(mail.html).toContain(`<img src="${SITE}/photos/${shown.key}/1.svg"`);
    expect(mail.html).toContain('$300,000');
  });

  it('carries a one-click unsubscribe (RFC 8058) that stops the client’s alert e-mails', async () => {
    const mail = catcher.messages[0];
    const header = mail?.headers['list-unsubscribe'] ?? '';
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(https:\/\/[^>]+)>$/.exec(header)?.[1] ?? '';
    expect(url.startsWith(`${SITE}/api/v1/saved-search/unsubscribe/`)).toBe(true);
    const app = await buildApp({
      db: testDb.db,
      config: { mapboxToken: undefined, logLevel: 'silent' },
      logger: false,
    });
    try {
      const path = url.slice(SITE.length);
      expect((await app.inject({ url: path })).statusCode).toBe(200);
      expect(
        (
          await q('SELECT 1 FROM saved_searches WHERE client_id = $1 AND client_gateway_schedule = 2', [
            clientId,
          ])
        ).length,
      ).toBe(1);
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(
        (
          await q('SELECT 1 FROM saved_searches WHERE client_id = $1 AND client_gateway_schedule = 2', [
            clientId,
          ])
        ).length,
      ).toBe(0);
    } finally {
      await app.close();
      await q('UPDATE saved_searches SET client_gateway_schedule = 2 WHERE client_id = $1', [clientId]);
    }
  });

  it('tells a later new listing in the next day digest, and nothing told before', async () => {
    await q(`UPDATE listings SET list_date = '2026-12-11' WHERE listing_key_numeric = $1`, [
      listing.later.key,
    ]);
    const run = mailer();
    // The search last ran at NEXT_DAY; a day later it is due again.
    expect(await runSavedSearchAlerts(testDb.db, run, new Date('2026-12-12T16:00:00Z'))).toMatchObject({
      collected: 1,
      sent: 1,
    });
    run.close();
    const mails = await waitForMail(2);
    expect(mails).toHaveLength(2);
    const text = mails[1]?.text ?? '';
    expect(text).toContain(listing.later.address);
    for (const told of [listing.newA, listing.newB, listing.cut]) expect(text).not.toContain(told.address);
  });

  it('keeps a digest whose send failed and delivers it once on a later run', async () => {
    await q(`UPDATE listings SET list_date = '2026-12-12' WHERE listing_key_numeric = $1`, [
      listing.back.key,
    ]);
    const broken = mailer('smtp://127.0.0.1:9'); // nothing listens on the discard port
    const when = new Date('2026-12-13T17:00:00Z');
    expect(await runSavedSearchAlerts(testDb.db, broken, when)).toEqual({ collected: 1, sent: 0, failed: 1 });
    broken.close();
    const [stored] = await q<{ status: string; attempts: number }>(
      `SELECT delivery_status AS status, delivery_attempts AS attempts FROM saved_search_digests
        ORDER BY id DESC LIMIT 1`,
    );
    expect(stored).toEqual({ status: 'pending', attempts: 1 });

    const working = mailer();
    expect(await runSavedSearchAlerts(testDb.db, working, when)).toEqual({
      collected: 0,
      sent: 1,
      failed: 0,
    });
    expect(await runSavedSearchAlerts(testDb.db, working, when)).toEqual({
      collected: 0,
      sent: 0,
      failed: 0,
    });
    working.close();
    const mails = await waitForMail(3);
    expect(mails).toHaveLength(3);
    expect(mails[2]?.text).toContain(listing.back.address);
  });

  it('sends nothing for a search whose daily e-mail is off', async () => {
    await q('UPDATE saved_searches SET client_gateway_schedule = 0 WHERE gateway_id = $1', [searchId]);
    await q(`UPDATE listings SET list_date = '2026-12-20' WHERE listing_key_numeric = $1`, [
      listing.newA.key,
    ]);
    const run = mailer();
    expect(await runSavedSearchAlerts(testDb.db, run, new Date('2026-12-20T17:00:00Z'))).toMatchObject({
      collected: 0,
    });
    run.close();
  });
});
