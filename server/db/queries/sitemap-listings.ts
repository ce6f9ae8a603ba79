import * as v from 'valibot';
import type { Queryable } from '../db';

/**
 * The statuses a sitemap lists: every listing still on the market. Closed listings keep their pages
 * (an old link still works) but are not offered to search engines.
 */
export const SITEMAP_STATUSES = ['Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending'];

const rowSchema = v.object({ key: v.number(), url: v.string(), city: v.string(), lastmod: v.string() });
export type SitemapListing = v.InferOutput<typeof rowSchema>;

/** How many listings the sitemap lists. */
export async function countSitemapListings(db: Queryable): Promise<number> {
  const found = await db.query('SELECT count(*)::float8 AS n FROM listings WHERE mls_status = ANY($1)', [
    SITEMAP_STATUSES,
  ]);
  return v.parse(v.object({ n: v.number() }), found.rows[0]).n;
}

/**
 * The listings of one sitemap file — `limit` of them after the first `offset`, in key order — read
 * `batch` rows at a time (keyset pages), so a 50,000-URL file never sits in memory whole.
 */
export async function* sitemapListings(
  db: Queryable,
  { offset, limit, batch }: { offset: number; limit: number; batch: number },
): AsyncGenerator<SitemapListing> {
  let after = offset === 0 ? 0 : await keyAt(db, offset - 1);
  let left = limit;
  while (after !== null && left > 0) {
    const asked = Math.min(batch, left);
    const found = await db.query(
      `SELECT listing_key_numeric::float8 AS key, url, city_subdomain AS city,
              to_char(modified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS lastmod
         FROM listings WHERE mls_status = ANY($1) AND listing_key_numeric > $2
        ORDER BY listing_key_numeric LIMIT $3`,
      [SITEMAP_STATUSES, after, asked],
      { prepare: true },
    );
    const rows = v.parse(v.array(rowSchema), found.rows);
    for (const row of rows) yield row;
    left -= rows.length;
    // A short batch is the last one.
    after = rows.length < asked ? null : (rows.at(-1)?.key ?? null);
  }
}

/** The key of the listing at `index` in sitemap order, or null past the end. */
async function keyAt(db: Queryable, index: number): Promise<number | null> {
  const found = await db.query(
    `SELECT listing_key_numeric::float8 AS key FROM listings WHERE mls_status = ANY($1)
      ORDER BY listing_key_numeric OFFSET $2 LIMIT 1`,
    [SITEMAP_STATUSES, index],
  );
  const row = found.rows[0];
  return row === undefined ? null : v.parse(v.object({ key: v.number() }), row).key;
}
