import type { Queryable } from '../db';

/**
 * Claims a solved challenge by its signature until `expiresAtS` (seconds since the epoch) in
 * used_captcha_solutions (migration 027); false when another request claimed it first, on this server
 * or another. Claims of expired challenges are dropped on the way.
 */
export async function claimCaptchaSolution(db: Queryable, signature: string, expiresAtS: number) {
  await db.query('DELETE FROM used_captcha_solutions WHERE expires_at < now()');
  const claimed = await db.query(
    `INSERT INTO used_captcha_solutions (signature, expires_at) VALUES ($1, to_timestamp($2))
     ON CONFLICT (signature) DO NOTHING RETURNING signature`,
    [signature, expiresAtS],
  );
  return claimed.rows.length > 0;
}

/** Gives a claim back (the solution turned out wrong), so it is no replay when solved for real. */
export async function releaseCaptchaSolution(db: Queryable, signature: string): Promise<void> {
  await db.query('DELETE FROM used_captcha_solutions WHERE signature = $1', [signature]);
}
