import * as v from 'valibot';
import type { Queryable } from '../db/db';
import type { PhotoTable } from './photo-table';

const claimSchema = v.array(
  v.object({
    // The row's primary key, column by column as text (see PhotoTable.keys).
    key: v.array(v.string()),
    url: v.string(),
    // The feed's change time of the source the download is of (as text: exact to the microsecond).
    modifiedAt: v.nullable(v.string()),
    // The feed of the photo's listing or agent, whose token its download may need.
    feedId: v.nullable(v.string()),
    attempts: v.number(),
    onCard: v.boolean(),
  }),
);

export type PhotoClaim = v.InferOutput<typeof claimSchema>[number] & { table: PhotoTable };

/**
 * Takes up to `limit` photos of `table` that are due (not stored, their next attempt come), oldest due
 * first, and pushes their next attempt `leaseSeconds` away while this process works on them: a server
 * killed mid-download leaves them due again after the lease, and another server never takes the same
 * photo. A claim names the source it is of (URL and change time), so its outcome is recorded only for
 * that one.
 */
export async function claimDuePhotos(
  q: Queryable,
  table: PhotoTable,
  limit: number,
  leaseSeconds: number,
): Promise<PhotoClaim[]> {
  const columns = table.keys.map((key) => key.column);
  const claimed = await q.query(
    `UPDATE ${table.name} p
        SET next_attempt_at = now() + make_interval(secs => $2), attempts = p.attempts + 1
       FROM (SELECT ${columns.join(', ')} FROM ${table.name}
              WHERE photo_id IS NULL AND next_attempt_at <= now()
              ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED) due
      WHERE ${columns.map((column) => `p.${column} = due.${column}`).join(' AND ')}
      RETURNING ARRAY[${columns.map((column) => `p.${column}::text`).join(', ')}] AS key,
                p.source_url AS url, p.source_modified_at::text AS "modifiedAt", p.attempts,
                ${table.feedIdOfRow} AS "feedId", ${table.onCardOfRow} AS "onCard"`,
    [limit, leaseSeconds],
  );
  return v.parse(claimSchema, claimed.rows).map((claim) => ({ ...claim, table }));
}
