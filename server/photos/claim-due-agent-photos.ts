import * as v from 'valibot';
import type { Queryable } from '../db/db';

const claimSchema = v.array(
  v.object({
    mediaKey: v.string(),
    url: v.string(),
    // The feed's change time of the source the download is of (as text: exact to the microsecond).
    modifiedAt: v.nullable(v.string()),
    // The feed of the photo's agent, whose token its download may need.
    feedId: v.nullable(v.string()),
    attempts: v.number(),
  }),
);

export type AgentPhotoClaim = v.InferOutput<typeof claimSchema>[number];

/**
 * Takes up to `limit` agents' portraits that are due, as claimDuePhotos takes listings' photos: oldest
 * due first, leased for `leaseSeconds` so that a killed server leaves them due again and another server
 * never takes the same one; each claim names the source (URL and change time) it is of.
 */
export async function claimDueAgentPhotos(
  q: Queryable,
  limit: number,
  leaseSeconds: number,
): Promise<AgentPhotoClaim[]> {
  const claimed = await q.query(
    `UPDATE agent_photos p
        SET next_attempt_at = now() + make_interval(secs => $2), attempts = p.attempts + 1
       FROM (SELECT media_key FROM agent_photos
              WHERE photo_id IS NULL AND next_attempt_at <= now()
              ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED) due
      WHERE p.media_key = due.media_key
      RETURNING p.media_key AS "mediaKey", p.source_url AS url, p.source_modified_at::text AS "modifiedAt",
                p.attempts, (SELECT a.feed_id FROM agents a WHERE a.member_key = p.member_key) AS "feedId"`,
    [limit, leaseSeconds],
  );
  return v.parse(claimSchema, claimed.rows);
}
