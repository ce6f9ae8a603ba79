import * as v from 'valibot';
import type { Queryable } from '../db/db';

const claimSchema = v.array(
  v.object({
    key: v.pipe(v.string(), v.transform(Number)),
    order: v.number(),
    url: v.string(),
    // The feed's change time of the source the download is of (as text: exact to the microsecond).
    modifiedAt: v.nullable(v.string()),
    // The feed of the photo's listing, whose token its download may need.
    feedId: v.nullable(v.string()),
    attempts: v.number(),
  }),
);

export type PhotoClaim = v.InferOutput<typeof claimSchema>[number];

/**
 * Takes up to `limit` photos that are due (not stored, their next attempt come), oldest due first, and
 * pushes their next attempt `leaseSeconds` away while this process works on them: a server killed
 * mid-download leaves them due again after the lease, and another server never takes the same photo.
 * A claim names the source it is of (URL and change time), so its outcome is recorded only for that one.
 */
export async function claimDuePhotos(
  q: Queryable,
  limit: number,
  leaseSeconds: number,
): Promise<PhotoClaim[]> {
  const claimed = await q.query(
    `UPDATE listing_photos p
        SET next_attempt_at = now() + make_interval(secs => $2), attempts = p.attempts + 1
       FROM (SELECT listing_key_numeric, img_order FROM listing_photos
              WHERE photo_id IS NULL AND next_attempt_at <= now()
              ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED) due
      WHERE p.listing_key_numeric = due.listing_key_numeric AND p.img_order = due.img_order
      RETURNING p.listing_key_numeric::text AS key, p.img_order AS "order", p.source_url AS url,
                p.source_modified_at::text AS "modifiedAt", p.attempts,
                (SELECT l.feed_id FROM listings l WHERE l.listing_key_numeric = p.listing_key_numeric) AS "feedId"`,
    [limit, leaseSeconds],
  );
  return v.parse(claimSchema, claimed.rows);
}
