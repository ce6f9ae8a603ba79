import type { Queryable } from '../db/db';
import type { AgentPhotoClaim } from './claim-due-agent-photos';
import { retryDelaySeconds } from './record-photo-outcome';

/**
 * Records what became of a claimed agent's portrait, as recordPhotoOutcome does for a listing's photo:
 * stored under `photoId`, or failed with `error` (kept for the operator) and due again after the
 * backoff; meanwhile the agent's pages show the portrait they had before. A portrait whose source
 * changed during the download is left due anew: the bytes in hand are the old photo's.
 */
export async function recordAgentPhotoOutcome(
  q: Queryable,
  claim: AgentPhotoClaim,
  outcome: { photoId: string } | { error: string },
): Promise<void> {
  const where = `media_key = $1 AND source_url = $2
     AND source_modified_at IS NOT DISTINCT FROM $3::timestamptz`;
  const keys = [claim.mediaKey, claim.url, claim.modifiedAt];
  if ('photoId' in outcome) {
    await q.query(
      `UPDATE agent_photos SET photo_id = $4, stored_at = now(), last_error = NULL WHERE ${where}`,
      [...keys, outcome.photoId],
    );
  } else {
    await q.query(
      `UPDATE agent_photos SET last_error = $4, next_attempt_at = now() + make_interval(secs => $5)
        WHERE ${where}`,
      [...keys, outcome.error.slice(0, 500), retryDelaySeconds(claim.attempts)],
    );
  }
}
