import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeography } from '../../server/data/geography/insert-geography';
import type { Db } from '../../server/db/db';
import { openDb } from '../../server/db/open-db';
import { openTestDb, type TestDb } from './support/open-test-db';
import { feedListing } from './support/reso-feed-records';
import { type ResoServer, startResoServer } from './support/start-reso-server';

const root = join(import.meta.dirname, '../..');
let server: ResoServer;
let testDb: TestDb | null = null;
let dataDir: string | null = null;

const records = Array.from({ length: 12 }, (_, n) =>
  feedListing(n, `2026-11-26T09:0${Math.floor(n / 4)}:00Z`, { ListingKey: `KILL-${n}`, ListingId: `K${n}` }),
);

beforeAll(async () => {
  server = await startResoServer({ data: { Property: records }, auth: { type: 'bearer', token: 'k' } });
  // On PostgreSQL the worker writes the test database; on PGlite a folder of its own, opened here only
  // once the worker is gone (PGlite allows one process).
  if (process.env.DATABASE_URL) testDb = await openTestDb();
  else dataDir = mkdtempSync(join(tmpdir(), 'bb-sync-kill-'));
  // Created and filled with the geography here, so each worker only reopens it (seconds, not a minute).
  await withDb((db) => insertGeography(db));
}, 180_000);
afterAll(async () => {
  await server?.close();
  await testDb?.close();
  if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run sync:reso -- --once` as a process of its own. */
function startWorker(): ChildProcess {
  const feeds = [
    {
      id: 'killed',
      baseUrl: server.url,
      auth: { type: 'bearer', token: 'k' },
      resources: ['Property'],
      pageSize: 3,
    },
  ];
  return spawn(process.execPath, ['--import', 'tsx', 'server/reso/sync/sync-reso-cli.ts', '--once'], {
    cwd: root,
    env: {
      ...process.env,
      RESO_FEEDS: JSON.stringify(feeds),
      ...(testDb?.url ? { DATABASE_URL: testDb.url } : { DATABASE_URL: '', DATA_DIR: dataDir ?? '' }),
    },
    stdio: 'ignore',
  });
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (testDb !== null) return fn(testDb.db);
  const db = await openDb({ dataDir: dataDir ?? undefined });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

describe('a sync worker killed with SIGKILL in the middle of a run', () => {
  it('is restarted and applies every record exactly once', { timeout: 180_000 }, async () => {
    const worker = startWorker();
    const exited = once(worker, 'exit');
    // Killed when it asks for its third page. It fetches one page ahead, so the second page is being
    // written or already committed: one or two pages are in, each with its mark, nothing more.
    server.onRequest = async (count) => {
      if (count !== 3) return;
      worker.kill('SIGKILL');
      await exited;
    };
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');
    const before = await withDb(async (db) => {
      const stored = await db.query('SELECT listing_key FROM listings WHERE feed_id = $1', ['killed']);
      const marks = await db.query('SELECT high_water, keys_at FROM reso_sync_marks WHERE feed_id = $1', [
        'killed',
      ]);
      return { stored: stored.rows.length, mark: marks.rows[0] };
    });
    expect([3, 6]).toContain(before.stored);
    expect(before.mark).toEqual(
      before.stored === 6
        ? { high_water: '2026-11-26T09:01:00Z', keys_at: ['KILL-4', 'KILL-5'] }
        : { high_water: '2026-11-26T09:00:00Z', keys_at: ['KILL-0', 'KILL-1', 'KILL-2'] },
    );

    server.onRequest = null;
    const again = startWorker();
    const [code] = await once(again, 'exit');
    expect(code).toBe(0);
    await withDb(async (db) => {
      const stored = await db.query('SELECT count(*)::int AS n FROM listings WHERE feed_id = $1', ['killed']);
      expect(stored.rows[0]).toEqual({ n: 12 });
      const runs = await db.query<{
        status: string;
        error: string | null;
        counts: { listings?: Record<string, number> };
      }>('SELECT status, error, counts FROM reso_sync_runs WHERE feed_id = $1 ORDER BY id', ['killed']);
      expect(runs.rows.map((run) => [run.status, run.error])).toEqual([
        ['failed', 'interrupted (the process stopped during the run)'],
        ['ok', null],
      ]);
      // The restart applied the others and did not touch one applied before the kill.
      expect(runs.rows[1]?.counts.listings).toMatchObject({
        imported: 12 - before.stored,
        updated: 0,
        unchanged: 0,
        stale: 0,
      });
      const marks = await db.query('SELECT high_water, keys_at FROM reso_sync_marks WHERE feed_id = $1', [
        'killed',
      ]);
      expect(marks.rows[0]).toEqual({
        high_water: '2026-11-26T09:02:00Z',
        keys_at: ['KILL-8', 'KILL-9', 'KILL-10', 'KILL-11'],
      });
    });
  });
});
