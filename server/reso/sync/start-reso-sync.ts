import type { Db } from '../../db/db';
import type { FeedLock } from './feed-lock';
import { readFeedFreshness, staleFeeds } from './read-feed-freshness';
import type { ResoFeed } from './reso-feed-config';
import { type SyncResult, syncFeed } from './sync-feed';

export interface ResoSyncOptions {
  db: Db;
  feeds: readonly ResoFeed[];
  brokerage: string;
  lock: FeedLock;
  /** A feed whose last success is older than this is logged as an error after each of its runs. */
  staleAfterMs: number;
  log: (message: string) => void;
  error: (message: string) => void;
  /** Delay of each feed's first run after start (ms). */
  firstRunMs?: number;
  /** Called after each run (tests wait on it). */
  onRun?: (feed: ResoFeed, result: SyncResult) => void;
}

export interface ResoSync {
  /** Stops the timers, stops a run in progress at its next page, and waits for it to end. */
  stop(): Promise<void>;
}

/**
 * Syncs every feed on its own schedule (intervalMinutes between the end of a run and the next), inside
 * the server on the embedded database (PGlite allows one process) or in the `sync:reso` worker. Runs of
 * one feed never overlap; a run stopped here resumes from its mark next time.
 */
export function startResoSync(options: ResoSyncOptions): ResoSync {
  const { db, feeds, log, error, firstRunMs = 5_000 } = options;
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const schedule = (feed: ResoFeed, delayMs: number) => {
    if (stopping.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = runOnce(feed).finally(() => {
        running.delete(run);
        schedule(feed, feed.intervalMinutes * 60_000);
      });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  const runOnce = async (feed: ResoFeed) => {
    try {
      const result = await syncFeed(db, feed, {
        brokerage: options.brokerage,
        lock: options.lock,
        signal: stopping.signal,
        log,
      });
      if (result.status === 'busy')
        log(`MLS feed ${feed.id}: another process is syncing it; skipped this turn`);
      if (!stopping.signal.aborted) {
        const freshness = await readFeedFreshness(db, [feed.id]);
        for (const stale of staleFeeds(freshness, options.staleAfterMs, Date.now())) {
          const since = stale.lastSuccessAt?.toISOString() ?? 'never';
          error(`MLS feed ${stale.feedId} is stale: last successful sync ${since}`);
        }
      }
      options.onRun?.(feed, result);
    } catch (failure) {
      // syncFeed records its own failures; this is the database itself failing (recording, freshness).
      error(`MLS feed ${feed.id}: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  };

  for (const feed of feeds) schedule(feed, firstRunMs);
  return {
    async stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
