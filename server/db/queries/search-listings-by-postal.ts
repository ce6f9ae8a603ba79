import type { Queryable } from '../db';
import { searchPrefixRange } from './search-prefix-range';
import { PREPARED } from './search-prepared';
import { searchZipPrefix } from './search-zip-prefix';

export interface LegacyStreetRow {
  url: string;
  /** Null for a listing whose address may not be displayed. */
  Address: string | null;
  City: string;
  StateOrProvince: string;
  PostalCode: string;
}

// listings_postal ("C"-collated) serves the range in order, so the scan stops at the limit.
const SQL = `
  SELECT l.url AS "url", l.address AS "Address", l.city AS "City",
         COALESCE(l.state_or_province, 'TX') AS "StateOrProvince", l.postal_code AS "PostalCode"
    FROM listings l
   WHERE l.postal_code >= $1 AND l.postal_code < $2
     AND l.mls_status IN ('Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending', 'Closed')
   ORDER BY l.postal_code
   LIMIT $3`;

/**
 * Listings in ZIP codes starting with `key` (see `searchKey`): the `zip` group of the legacy header
 * search (POST /search). Only digits (or a ZIP+4) can match.
 */
export async function searchListingsByPostal(
  db: Queryable,
  key: string,
  limit: number,
): Promise<LegacyStreetRow[]> {
  const zip = searchZipPrefix(key);
  if (zip === null) return [];
  const { lo, hi } = searchPrefixRange(zip);
  return (await db.query<LegacyStreetRow>(SQL, [lo, hi, limit], PREPARED)).rows;
}
