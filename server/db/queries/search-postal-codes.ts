import type { Queryable } from '../db';
import { searchPrefixRange } from './search-prefix-range';
import { PREPARED } from './search-prepared';
import { searchZipPrefix } from './search-zip-prefix';

export interface PostalSuggestion {
  'ZIP code': string;
}

// postal_codes.code is the "C"-collated primary key: the range reads it in order.
const SQL = `
  SELECT p.code AS "ZIP code" FROM postal_codes p
   WHERE p.code >= $1 AND p.code < $2
   ORDER BY p.code
  OFFSET $3 LIMIT $4`;

/**
 * Texas ZIP codes starting with `key` (see `searchKey`), in order, skipping the first `offset` ('Load
 * more' sends how many it has). A ZIP+4 ('78701-1234') reads as its ZIP. Anything but digits finds none.
 */
export async function searchPostalCodes(
  db: Queryable,
  key: string,
  offset: number,
  limit: number,
): Promise<PostalSuggestion[]> {
  const zip = searchZipPrefix(key);
  if (zip === null) return [];
  const { lo, hi } = searchPrefixRange(zip);
  return (await db.query<PostalSuggestion>(SQL, [lo, hi, offset, limit], PREPARED)).rows;
}
