import { insertGeography } from '../../data/geography/insert-geography';
import type { Db } from '../../db/db';
import { addReport, emptyImportReport, type ImportReport, type ResoResource } from '../import-report';
import { importResoPage } from '../import-reso-page';
import { loadAgentIndex } from '../load-agent-index';
import { loadPlaceIndex } from '../load-place-index';
import type { ResoPage } from '../reso-page-schema';
import { vacuumImportTables } from '../vacuum-import-tables';
import { advanceMark } from './advance-mark';
import { createResoClient, type ResoClient } from './create-reso-client';
import type { FeedLock } from './feed-lock';
import { fetchWholePage } from './fetch-whole-page';
import { purgeAbsent } from './purge-absent';
import { replicationUrl, resourceKeyField } from './replication-url';
import type { ResoFeed } from './reso-feed-config';
import { readSyncMark, writeSyncMark } from './sync-marks';
import { finishSyncRun, isFullRefreshDue, startSyncRun } from './sync-runs';

export interface SyncFeedOptions {
  /** The brokerage whose offices and members are imported and whose listings are `rtlist`. */
  brokerage: string;
  lock: FeedLock;
  client?: ResoClient;
  signal?: AbortSignal;
  /** Force (true) or forbid (false) a full refresh; default: when fullRefreshHours have passed. */
  full?: boolean;
  log?: (message: string) => void;
  /** Records applied per transaction, with their mark (default 200). */
  recordsPerCommit?: number;
}

export interface SyncResult {
  /** busy: another sync of this feed held the lock, nothing was done. */
  status: 'ok' | 'failed' | 'busy';
  full: boolean;
  report: ImportReport;
  purged: { listings: number; agents: number };
  error?: string;
}

// Records applied per transaction (with their mark).
const RECORDS_PER_COMMIT = 200;

// Offices before members (who belong to them), members before listings (whose agents they are), listings
// before the open houses and photos sent on their own.
const order: readonly ResoResource[] = ['Office', 'Member', 'Property', 'OpenHouse', 'Media'];

/**
 * One run of a feed: every configured resource replicated from its high-water mark (each page applied
 * with its new mark in one transaction, so a run killed at any point resumes exactly where it stopped),
 * then, when due, a full refresh that lists the keys still sent and purges the feed's listings and
 * agents no longer among them. The run is recorded (reso_sync_runs) whatever its end.
 */
export async function syncFeed(db: Db, feed: ResoFeed, options: SyncFeedOptions): Promise<SyncResult> {
  const report = emptyImportReport();
  const purged = { listings: 0, agents: 0 };
  const release = await options.lock(feed.id);
  if (release === null) return { status: 'busy', full: false, report, purged };
  const { log = () => {}, recordsPerCommit = RECORDS_PER_COMMIT } = options;
  // A lost lock (its connection dropped: another process may be syncing the feed now) stops the run like
  // a shutdown does, and is checked once more inside each transaction before it commits.
  const signal = options.signal ? AbortSignal.any([options.signal, release.signal]) : release.signal;
  const holdingLock = async () => release.signal.throwIfAborted();
  const client = options.client ?? createResoClient(feed);
  try {
    const full = options.full ?? (await isFullRefreshDue(db, feed));
    const runId = await startSyncRun(db, feed.id, full ? 'full' : 'incremental');
    try {
      await insertGeography(db);
      const places = await loadPlaceIndex(db);
      for (const resource of order.filter((name) => feed.resources.includes(name))) {
        let mark = await readSyncMark(db, feed.id, resource);
        // Members are synced before listings, so the agents read once here are those the listings link to.
        const agents = resource === 'Property' ? await loadAgentIndex(db, options.brokerage) : undefined;
        const first = replicationUrl(feed, resource, { mode: 'incremental', since: mark?.highWater ?? null });
        let fetching: Promise<ResoPage> | undefined = prefetch(client, first, signal);
        let url = first;
        while (fetching !== undefined) {
          signal.throwIfAborted();
          const page: ResoPage = await fetching;
          const context = { file: url, brokerage: options.brokerage, places, feedId: feed.id, agents };
          // The next page travels while this one is written: on a real feed the two take about as long.
          const nextUrl = page['@odata.nextLink'];
          fetching = nextUrl === undefined ? undefined : prefetch(client, nextUrl, signal);
          // A page is ordered by ModificationTimestamp, so each slice of it has its own exact mark: slices
          // are committed one by one, and a long transaction never holds the embedded database (which
          // answers the site's requests in between) for seconds.
          for (let start = 0; start < page.value.length; start += recordsPerCommit) {
            signal.throwIfAborted();
            const next = advanceMark(resource, page.value.slice(start, start + recordsPerCommit), mark);
            const sliceMark = next.mark;
            const done = await importResoPage(db, resource, next.apply, context, async (tx) => {
              await holdingLock();
              if (sliceMark !== null)
                await writeSyncMark(tx, feed.id, resource, sliceMark, next.apply.length);
            });
            done.pages[resource] = 0;
            addReport(report, done);
            mark = sliceMark;
          }
          report.pages[resource]++;
          if (nextUrl !== undefined) url = nextUrl;
        }
      }
      if (full) {
        for (const resource of (['Property', 'Member'] as const).filter((name) =>
          feed.resources.includes(name),
        )) {
          const keys = new Set<string>();
          let url: string | undefined = replicationUrl(feed, resource, { mode: 'keys' });
          while (url !== undefined) {
            signal.throwIfAborted();
            const page = await client.getPage(url, signal);
            for (const record of page.value) {
              const key = keyOf(record, resourceKeyField[resource]);
              if (key !== null) keys.add(key);
            }
            url = page['@odata.nextLink'];
          }
          // Only after the whole list arrived: a refresh cut short must not purge what it did not reach.
          // Never without the lock: a purge racing another process's sync would delete what it adds.
          signal.throwIfAborted();
          purged[resource === 'Property' ? 'listings' : 'agents'] += await purgeAbsent(
            db,
            feed.id,
            resource,
            keys,
            holdingLock,
          );
        }
      }
      await finishSyncRun(db, runId, { status: 'ok', report, purged });
      const changed = report.listings.imported + report.listings.updated + report.listings.removed;
      if (changed + purged.listings > 1000) await vacuumImportTables(db);
      log(summary(feed.id, full, report, purged));
      return { status: 'ok', full, report, purged };
    } catch (error) {
      const message = release.signal.aborted
        ? describe(release.signal.reason)
        : options.signal?.aborted
          ? 'stopped before the end of the run'
          : describe(error);
      await finishSyncRun(db, runId, { status: 'failed', report, purged, error: message }).catch(() => {});
      log(`MLS feed ${feed.id}: sync failed: ${message}`);
      return { status: 'failed', full, report, purged, error: message };
    }
  } finally {
    await release();
  }
}

/**
 * A page being fetched ahead. A run that fails before it awaits the page must not leave its rejection
 * unhandled (Node would end the process): the rejection is kept for whoever awaits it.
 */
function prefetch(client: ResoClient, url: string, signal: AbortSignal): Promise<ResoPage> {
  const fetching = fetchWholePage(client, url, signal);
  fetching.catch(() => {});
  return fetching;
}

function keyOf(record: unknown, field: string): string | null {
  if (typeof record !== 'object' || record === null || !(field in record)) return null;
  const key: unknown = Reflect.get(record, field);
  return typeof key === 'string' && key !== '' ? key : null;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function summary(feedId: string, full: boolean, r: ImportReport, purged: SyncResult['purged']): string {
  const l = r.listings;
  return [
    `MLS feed ${feedId}: ${full ? 'full refresh' : 'sync'} done:`,
    `listings ${l.imported} new, ${l.updated} updated, ${l.removed + purged.listings} removed;`,
    `agents ${r.agents.imported} new, ${r.agents.updated} updated, ${r.agents.removed + purged.agents} removed;`,
    `${r.openHouses.applied} open houses, ${r.media.applied} photos on their own; ${r.skipped.length} records skipped`,
  ].join(' ');
}
