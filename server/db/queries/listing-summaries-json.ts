import type { Queryable } from '../db';
import { LISTING_SUMMARY_COLUMNS, withToday } from './listing-columns';

/**
 * The listings with these keys as one JSON array text in the keys' order, each in the contract's summary
 * shape, as of `today` (days on market, next open house). A key with no listing is left out. The database
 * writes the JSON: reading 50 rows of 40 columns into JavaScript objects only to serialise them again cost
 * PGlite ~1.5 ms a page. The columns are cast (float8, to_char) so that the database's JSON holds the
 * same values JSON.stringify would have written.
 */
export async function listingSummariesJson(
  db: Queryable,
  keys: readonly number[],
  today: string,
): Promise<string> {
  if (keys.length === 0) return '[]';
  const found = await db.query<{ listings: string | null }>(
    `SELECT '[' || COALESCE(string_agg(row_to_json(c)::text, ',' ORDER BY k.position), '') || ']' AS listings
       FROM unnest($1::bigint[]) WITH ORDINALITY AS k(key, position)
       JOIN listings l ON l.listing_key_numeric = k.key
       CROSS JOIN LATERAL (SELECT ${withToday(LISTING_SUMMARY_COLUMNS, '$2')}) c`,
    [keys, today],
    { prepare: true },
  );
  return found.rows[0]?.listings ?? '[]';
}
