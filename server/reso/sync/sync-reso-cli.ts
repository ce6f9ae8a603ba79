/**
 * `npm run sync:reso -- [--once] [--full] [--feed ID] [--brokerage NAME] [--status]`: syncs the MLS feeds of
 * RESO_FEEDS into the configured database (DATA_DIR or DATABASE_URL, as for the server).
 *
 * - no option: a worker that syncs every feed on its schedule until SIGINT/SIGTERM (on PostgreSQL; beside a
 *   server set RESO_SYNC_IN_SERVER=false, or both take turns by the lock). PGlite allows one process: there
 *   the server runs the sync itself, and this command is refused the database while the server runs.
 * - `--once`: one run of each feed (`--full`: with a full refresh), then exit: 0 when all succeeded, 1 when
 *   one failed or could not run, 2 on a usage error.
 * - `--status`: each feed's last run, high-water marks, counts, errors and next run.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { brokerageName } from '../../data/generator/brokerage';
import { openDb } from '../../db/open-db';
import { serverLog } from '../../lib/server-log';
import { databaseFeedLock } from './feed-lock';
import { readSyncStatus } from './read-sync-status';
import { startResoSync } from './start-reso-sync';
import { syncFeed } from './sync-feed';

const usage = 'usage: npm run sync:reso -- [--once] [--full] [--feed ID] [--brokerage NAME] [--status]';

async function main(): Promise<void> {
  let args: ReturnType<typeof parse>;
  let config: ReturnType<typeof loadConfig>;
  try {
    args = parse();
    config = loadConfig(process.env);
  } catch (error) {
    console.error(`sync:reso: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exitCode = 2;
    return;
  }
  const feeds = config.reso.feeds.filter(
    (feed) => args.values.feed === undefined || feed.id === args.values.feed,
  );
  if (args.values.feed !== undefined && feeds.length === 0) {
    console.error(`sync:reso: no feed '${args.values.feed}' in RESO_FEEDS`);
    process.exitCode = 2;
    return;
  }
  if (feeds.length === 0 && args.values.status !== true) {
    console.error('sync:reso: RESO_FEEDS names no feed (README "Connecting an MLS feed")');
    process.exitCode = 2;
    return;
  }
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch(
    (error: unknown) => {
      console.error(
        `sync:reso: cannot open the database: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 1;
      return null;
    },
  );
  if (db === null) return;
  const log = serverLog.info;
  const brokerage = args.values.brokerage ?? brokerageName;
  const lock = databaseFeedLock(db, config.databaseUrl);
  try {
    if (args.values.status === true) {
      console.info(await readSyncStatus(db, feeds));
      return;
    }
    if (args.values.once === true || args.values.full === true) {
      for (const feed of feeds) {
        const result = await syncFeed(db, feed, { brokerage, lock, full: args.values.full === true, log });
        if (result.status === 'busy') log(`MLS feed ${feed.id}: another process is syncing it`);
        if (result.status !== 'ok') process.exitCode = 1;
      }
      return;
    }
    const sync = startResoSync({
      db,
      feeds,
      brokerage,
      lock,
      staleAfterMs: config.reso.staleAfterMs,
      log,
      error: serverLog.error,
      firstRunMs: 0,
    });
    log(
      `sync:reso worker: ${feeds.map((feed) => `${feed.id} every ${feed.intervalMinutes} min`).join(', ')}`,
    );
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    log('sync:reso: stopping (a run in progress stops at its next page and resumes from its mark)…');
    await sync.stop();
  } finally {
    await db.close();
  }
}

function parse() {
  return parseArgs({
    options: {
      once: { type: 'boolean' },
      full: { type: 'boolean' },
      status: { type: 'boolean' },
      feed: { type: 'string' },
      brokerage: { type: 'string' },
    },
  });
}

await main();
