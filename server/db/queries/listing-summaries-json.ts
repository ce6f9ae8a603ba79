import * as v from 'valibot';
import type { Queryable } from '../db';
import { LISTING_SUMMARY_COLUMNS, withToday } from './listing-columns';

const rowsSchema = v.array(v.object({ key: v.pipe(v.number(), v.safeInteger()), json: v.string() }));

/**
 * The listings with these keys, each as the JSON text of the contract's summary shape as of `today`
 * (days on market, next open house), by key; a key with no listing is absent. The database writes the
 * JSON: reading 40 columns into JavaScript objects only to serialise them again cost PGlite ~1.5 ms a
 * page. The columns are cast (float8, to_char) so that the database's JSON holds the same values
 * JSON.stringify would have written.
 */
export async function listingSummariesJson(
  db: Queryable,
  keys: readonly number[],
  today: string,
): Promise<Map<number, string>> {
  if (keys.length === 0) return new Map();
  const found = await db.query(
    `SELECT l.listing_key_numeric::float8 AS key, row_to_json(c)::text AS json
       FROM listings l
       CROSS JOIN LATERAL (SELECT ${withToday(LISTING_SUMMARY_COLUMNS, '$2')}) c
      WHERE l.listing_key_numeric = ANY($1::bigint[])`,
    [keys, today],
    { prepare: true },
  );
  return new Map(v.parse(rowsSchema, found.rows).map((row) => [row.key, row.json]));
}
