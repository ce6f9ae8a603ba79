import type { Queryable } from '../db/db';

/** A stored listing as an open house or photo sent on its own needs it: its row id and its county. */
export interface ListingHome {
  keyNumeric: number;
  countySubdomain: string;
}

/** The stored listings among `listingKeys`, by ListingKey. */
export async function findListingHomes(
  q: Queryable,
  listingKeys: readonly string[],
): Promise<Map<string, ListingHome>> {
  if (listingKeys.length === 0) return new Map();
  const found = await q.query<{ listing_key: string; key_numeric: number; county_subdomain: string }>(
    `SELECT listing_key, listing_key_numeric::float8 AS key_numeric, county_subdomain
       FROM listings WHERE listing_key = ANY($1::text[])`,
    [[...new Set(listingKeys)]],
  );
  return new Map(
    found.rows.map((row) => [
      row.listing_key,
      { keyNumeric: row.key_numeric, countySubdomain: row.county_subdomain },
    ]),
  );
}
