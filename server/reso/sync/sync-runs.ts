import type { Db } from '../../db/db';
import type { ImportReport } from '../import-report';
import type { ResoFeed } from './reso-feed-config';

/**
 * Records the start of a run. The caller holds the feed's lock, so a run still marked 'running' was cut
 * off (a kill, a crash): it is marked failed first, so the status never shows a ghost run.
 */
export async function startSyncRun(db: Db, feedId: string, mode: 'full' | 'incremental'): Promise<number> {
  await db.query(
    `UPDATE reso_sync_runs SET status = 'failed', error = 'interrupted (the process stopped during the run)'
      WHERE feed_id = $1 AND status = 'running'`,
    [feedId],
  );
  const run = await db.query<{ id: number }>(
    'INSERT INTO reso_sync_runs (feed_id, mode) VALUES ($1, $2) RETURNING id::float8 AS id',
    [feedId, mode],
  );
  const id = run.rows[0]?.id;
  if (id === undefined) throw new Error('no sync run row');
  return id;
}

/** Records how a run ended and what it did (counts, not every skipped record: those go to the log). */
export async function finishSyncRun(
  db: Db,
  runId: number,
  end: {
    status: 'ok' | 'failed';
    report: ImportReport;
    purged: { listings: number; agents: number };
    error?: string;
  },
): Promise<void> {
  const { report } = end;
  const counts = {
    pages: report.pages,
    listings: report.listings,
    agents: report.agents,
    offices: report.offices,
    openHouses: report.openHouses,
    media: report.media,
    purged: end.purged,
    skipped: report.skipped.length,
    skippedFirst: report.skipped.slice(0, 20).map((skip) => `${skip.resource} ${skip.id}: ${skip.reason}`),
  };
  await db.query(
    `UPDATE reso_sync_runs SET status = $2, finished_at = now(), error = $3, counts = $4::jsonb WHERE id = $1`,
    [runId, end.status, end.error ?? null, JSON.stringify(counts)],
  );
}

/**
 * Whether a full refresh is due: fullRefreshHours (0 = never) since the last successful full one, or,
 * without one, since the first successful run (the first run replicates everything anyway).
 */
export async function isFullRefreshDue(db: Db, feed: ResoFeed): Promise<boolean> {
  if (feed.fullRefreshHours <= 0) return false;
  const found = await db.query<{ due: boolean | null }>(
    `SELECT coalesce(max(started_at) FILTER (WHERE mode = 'full'), min(started_at))
              < now() - make_interval(secs => $2) AS due
       FROM reso_sync_runs WHERE feed_id = $1 AND status = 'ok'`,
    [feed.id, feed.fullRefreshHours * 3600],
  );
  return found.rows[0]?.due === true;
}
