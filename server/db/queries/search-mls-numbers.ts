import type { Queryable } from '../db';
import { type AddressSuggestion, searchAddressColumns } from './search-address-columns';
import { searchPrefixRange } from './search-prefix-range';
import { PREPARED } from './search-prepared';

// mls_num is "C"-collated and unique, so the prefix range reads its btree in order and stops at the limit.
const SQL = `
  SELECT ${searchAddressColumns('$4')}
    FROM listings l
   WHERE l.mls_num >= $1 AND l.mls_num < $2
     AND l.mls_status IN ('Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending', 'Closed')
   ORDER BY l.mls_num
   LIMIT $3`;

/**
 * Listings whose MLS number starts with `key` (see `searchKey`), in MLS-number order. An MLS number
 * names one listing, so a Closed one is not pushed down as in the address group. MLS numbers are stored
 * as the MLS writes them (digits, sometimes upper-case letters), hence the upper-casing.
 */
export async function searchMlsNumbers(
  db: Queryable,
  key: string,
  limit: number,
  today: string,
): Promise<AddressSuggestion[]> {
  // Texas MLS numbers are digits (a few systems prefix letters): text without any cannot start one.
  if (!/^\S*\d\S*$/.test(key)) return [];
  const { lo, hi } = searchPrefixRange(key.toUpperCase());
  return (await db.query<AddressSuggestion>(SQL, [lo, hi, limit, today], PREPARED)).rows;
}
