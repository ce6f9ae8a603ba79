import type { Queryable } from '../../db/db';
import type { ResoResource } from '../import-report';
import type { SyncMark } from './advance-mark';

/** The stored high-water mark of a feed's resource; null before its first page. */
export async function readSyncMark(
  q: Queryable,
  feedId: string,
  resource: ResoResource,
): Promise<SyncMark | null> {
  const found = await q.query<{ high_water: string; keys_at: string[] }>(
    'SELECT high_water, keys_at FROM reso_sync_marks WHERE feed_id = $1 AND resource = $2',
    [feedId, resource],
  );
  const row = found.rows[0];
  return row === undefined ? null : { highWater: row.high_water, keysAt: row.keys_at };
}

/** Stores the mark in the transaction of the page it covers (see importResoPage's beforeCommit). */
export async function writeSyncMark(
  tx: Queryable,
  feedId: string,
  resource: ResoResource,
  mark: SyncMark,
  records: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO reso_sync_marks (feed_id, resource, high_water, keys_at, records)
     VALUES ($1, $2, $3, $4::text[], $5)
     ON CONFLICT (feed_id, resource) DO UPDATE
       SET high_water = EXCLUDED.high_water, keys_at = EXCLUDED.keys_at,
           records = reso_sync_marks.records + EXCLUDED.records, updated_at = now()`,
    [feedId, resource, mark.highWater, mark.keysAt, records],
  );
}
