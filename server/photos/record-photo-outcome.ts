import type { Queryable } from '../db/db';
import type { PhotoClaim } from './claim-due-photos';

/** The first retry waits a minute, each further one twice as long, up to a day. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(attempts - 1, 0), 86_400);
}

/**
 * Records what became of a claimed photo: stored under `photoId`, or failed with `error` (kept for the
 * operator) and due again after the backoff; meanwhile pages show what they showed before. A photo
 * whose source changed meanwhile (another MediaURL, or the same one with a newer change time, written by
 * a newer sync or another server) is left as the change set it, due anew: the bytes in hand are the old
 * photo's.
 */
export async function recordPhotoOutcome(
  q: Queryable,
  claim: PhotoClaim,
  outcome: { photoId: string } | { error: string },
): Promise<void> {
  const { table } = claim;
  // The key's columns are $1…$n, the source $n+1 and $n+2, what is recorded after them.
  const n = table.keys.length;
  const where = `${table.keys.map((key, i) => `${key.column} = $${i + 1}::${key.type}`).join(' AND ')}
     AND source_url = $${n + 1} AND source_modified_at IS NOT DISTINCT FROM $${n + 2}::timestamptz`;
  const source = [...claim.key, claim.url, claim.modifiedAt];
  if ('photoId' in outcome) {
    const stored = `UPDATE ${table.name} SET photo_id = $${n + 3}, stored_at = now(), last_error = NULL
      WHERE ${where}`;
    await q.query(
      table.whenStored === null
        ? stored
        : `WITH stored AS (${stored} RETURNING ${table.keys.map((key) => key.column).join(', ')})
           ${table.whenStored}`,
      [...source, outcome.photoId],
    );
  } else {
    await q.query(
      `UPDATE ${table.name} SET last_error = $${n + 3}, next_attempt_at = now() + make_interval(secs => $${n + 4})
        WHERE ${where}`,
      [...source, outcome.error.slice(0, 500), retryDelaySeconds(claim.attempts)],
    );
  }
}
