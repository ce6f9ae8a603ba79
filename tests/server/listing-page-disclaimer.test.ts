import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seed } from '../../server/data/seed';
import { emptyImportReport } from '../../server/reso/import-report';
import { parseResoFeeds } from '../../server/reso/sync/reso-feed-config';
import { finishSyncRun, startSyncRun } from '../../server/reso/sync/sync-runs';
import { openTestDb, type TestDb } from './support/open-test-db';
import { TEST_TODAY } from './support/test-app';

// The IDX rules hold on the server-rendered listing page too, before (or without) JavaScript: the MLS's
// disclaimer and when the data was last updated, in the widgets' own words.

let testDb: TestDb;
let path: string;
const HOST = 'bluebonnet.example';

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 10, seed: 4, today: TEST_TODAY });
  const found = await testDb.db.query<{ url: string }>(
    'SELECT url FROM listings ORDER BY listing_key_numeric LIMIT 1',
  );
  path = `/${found.rows[0]?.url.replace(/\.html$/, '')}`;
});
afterAll(async () => {
  await testDb?.close();
});

async function appWithFeeds(ids: string[]): Promise<FastifyInstance> {
  return buildApp({
    db: testDb.db,
    config: {
      mapboxToken: undefined,
      logLevel: 'silent',
      reso: {
        feeds: parseResoFeeds(
          JSON.stringify(
            ids.map((id) => ({ id, baseUrl: 'https://mls.example', auth: { type: 'bearer', token: 't' } })),
          ),
        ),
        staleAfterMs: 3_600_000,
        syncInServer: true,
      },
    },
    today: () => TEST_TODAY,
    logger: false,
  });
}

async function syncedAt(feedId: string, finishedAt: string): Promise<void> {
  const run = await startSyncRun(testDb.db, feedId, 'incremental');
  await finishSyncRun(testDb.db, run, {
    status: 'ok',
    report: emptyImportReport(),
    purged: { listings: 0, agents: 0 },
  });
  await testDb.db.query('UPDATE reso_sync_runs SET finished_at = $2 WHERE id = $1', [run, finishedAt]);
}

const disclaimer = /<p class="mls-disclaimer">Listing information is provided by the MLS[^<]*<\/p>/;

describe('the listing page’s MLS disclaimer', () => {
  it('says when the listing data was last updated, in Central Time, as the widgets do', async () => {
    await syncedAt('actris', '2026-11-26T19:05:00Z');
    const app = await appWithFeeds(['actris']);
    try {
      const page = await app.inject({ url: path, headers: { host: HOST } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(disclaimer);
      expect(page.body).toContain(
        'Information is deemed reliable but is not guaranteed. Listing data last updated 11/26/2026 01:05 PM.</p>',
      );
    } finally {
      await app.close();
    }
  });

  it('gives no date while a feed has never synced, and the disclaimer still', async () => {
    const app = await appWithFeeds(['actris', 'har']);
    try {
      const page = await app.inject({ url: path, headers: { host: HOST } });
      expect(page.body).toMatch(disclaimer);
      expect(page.body).not.toContain('Listing data last updated');
    } finally {
      await app.close();
    }
  });
});
