import type { Queryable } from '../../db/db';
import type { ResoFeed } from './reso-feed-config';

interface RunRow {
  mode: string;
  status: string;
  started_at: Date | string;
  finished_at: Date | string | null;
  error: string | null;
  counts: unknown;
}

const iso = (value: Date | string | null | undefined) =>
  value == null ? 'never' : new Date(value).toISOString();

/**
 * `npm run sync:reso -- --status`: for each configured feed its last run (mode, result, counts, error),
 * last success, high-water marks, and when the next run and full refresh are due.
 */
export async function readSyncStatus(q: Queryable, feeds: readonly ResoFeed[]): Promise<string> {
  if (feeds.length === 0) return 'No MLS feeds configured (RESO_FEEDS is empty).';
  const lines: string[] = [];
  for (const feed of feeds) {
    const runs = await q.query<RunRow>(
      `SELECT mode, status, started_at, finished_at, error, counts FROM reso_sync_runs
        WHERE feed_id = $1 ORDER BY started_at DESC, id DESC LIMIT 1`,
      [feed.id],
    );
    const times = await q.query<{ last_ok: Date | string | null; last_full: Date | string | null }>(
      `SELECT max(finished_at) FILTER (WHERE status = 'ok') AS last_ok,
              max(started_at) FILTER (WHERE status = 'ok' AND mode = 'full') AS last_full
         FROM reso_sync_runs WHERE feed_id = $1`,
      [feed.id],
    );
    const marks = await q.query<{
      resource: string;
      high_water: string;
      records: number;
      updated_at: Date | string;
    }>(
      'SELECT resource, high_water, records::float8 AS records, updated_at FROM reso_sync_marks WHERE feed_id = $1 ORDER BY resource',
      [feed.id],
    );
    const run = runs.rows[0];
    const { last_ok: lastOk = null, last_full: lastFull = null } = times.rows[0] ?? {};
    const lastEnd = run?.finished_at ?? null;
    const next =
      lastEnd === null
        ? 'at the next start'
        : iso(new Date(new Date(lastEnd).getTime() + feed.intervalMinutes * 60_000));
    const nextFull =
      feed.fullRefreshHours <= 0
        ? 'never (fullRefreshHours 0)'
        : lastFull === null
          ? `${feed.fullRefreshHours} h after the first successful run`
          : iso(new Date(new Date(lastFull).getTime() + feed.fullRefreshHours * 3_600_000));
    lines.push(`${feed.id} (${feed.baseUrl}; ${feed.resources.join(', ')})`);
    lines.push(
      run === undefined
        ? '  last run: none yet'
        : `  last run: ${run.mode}, ${run.status}, started ${iso(run.started_at)}, finished ${iso(run.finished_at)}`,
    );
    if (run?.error) lines.push(`  error: ${run.error}`);
    if (run !== undefined) lines.push(`  counts: ${JSON.stringify(run.counts)}`);
    lines.push(`  last successful sync: ${iso(lastOk)}`);
    for (const mark of marks.rows) {
      lines.push(
        `  high-water mark ${mark.resource}: ${mark.high_water} (${mark.records} records applied in all)`,
      );
    }
    if (marks.rows.length === 0) lines.push('  high-water marks: none yet');
    lines.push(`  next run: ${next}; next full refresh: ${nextFull}`);
  }
  return lines.join('\n');
}
