import type { Queryable } from '../db/db';
import type { PhotoClaim } from './claim-due-photos';

/** The first retry waits a minute, each further one twice as long, up to a day. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(attempts - 1, 0), 86_400);
}

/**
 * Records what became of a claimed photo: stored under `photoId`, or failed with `error` and due again
 * after the backoff. A photo whose source changed meanwhile (another MediaURL, or the same one with a
 * newer change time, written by a newer sync or another server) is left as the change set it, due
 * anew: the bytes in hand are the old photo's.
 */
export async function recordPhotoOutcome(
  q: Queryable,
  claim: PhotoClaim,
  outcome: { photoId: string } | { error: string },
): Promise<void> {
  const where = `listing_key_numeric = $1 AND img_order = $2 AND source_url = $3
     AND source_modified_at IS NOT DISTINCT FROM $4::timestamptz`;
  const keys = [String(claim.key), claim.order, claim.url, claim.modifiedAt];
  if ('photoId' in outcome) {
    // One statement, the change log's entry included (see logListingChanges): a feed's photos arrive by
    // the thousand, and on the embedded database every statement holds the event loop.
    await q.query(
      `WITH stored AS (
         UPDATE listing_photos SET photo_id = $5, stored_at = now(), last_error = NULL WHERE ${where}
         RETURNING listing_key_numeric)
       INSERT INTO listing_changes (changed_xid, listing_key_numeric)
       SELECT pg_current_xact_id()::text::bigint, listing_key_numeric FROM stored`,
      [...keys, outcome.photoId],
    );
  } else {
    await q.query(
      `UPDATE listing_photos SET last_error = $5, next_attempt_at = now() + make_interval(secs => $6)
        WHERE ${where}`,
      [...keys, outcome.error.slice(0, 500), retryDelaySeconds(claim.attempts)],
    );
  }
}
