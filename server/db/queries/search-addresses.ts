import type { Queryable } from '../db';
import { type AddressSuggestion, searchAddressColumns } from './search-address-columns';
import { searchPrefixRange } from './search-prefix-range';
import { PREPARED } from './search-prepared';
import { searchStreetsNear } from './search-streets-near';

// Every status the listings screen can show is suggested; Closed ones rank after the others of their
// tier because a visitor typing an address mostly wants one that is for sale. Other MLS statuses
// (Expired, Withdrawn …) are never shown by the product, so they are never suggested either.
const OPEN = `l.mls_status IN ('Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending')`;
const CLOSED = `l.mls_status = 'Closed'`;
// The address without its house number (indexed by migration 005 together with address_search).
const STREET = "substr(l.address_search, strpos(l.address_search, ' ') + 1)";

// One branch per (tier, open/closed), each an index range read in index order that stops at the
// limit, so the work stays ~4 × limit rows however many addresses share the prefix. The branches carry
// only keys; the suggestion's columns are read once, for the rows kept.
const branch = (tier: number, closed: boolean, sort1: string, sort2: string) => `
  (SELECT l.listing_key_numeric AS key, ${tier} AS tier, ${closed ? 1 : 0} AS closed, ${sort1} AS sort1, ${sort2} AS sort2
     FROM listings l
    WHERE ${sort1} >= $1 AND ${sort1} < $2 AND ${closed ? CLOSED : OPEN}
    ORDER BY sort1, sort2 LIMIT $3)`;

const PREFIX_SQL = `
  SELECT ${searchAddressColumns('$4')}
    FROM (${branch(0, false, 'l.address_search', "''")} UNION ALL ${branch(0, true, 'l.address_search', "''")}
          UNION ALL ${branch(1, false, STREET, 'l.address_search')} UNION ALL ${branch(1, true, STREET, 'l.address_search')}) h
    JOIN listings l ON l.listing_key_numeric = h.key
   ORDER BY h.tier, h.closed, h.sort1, h.sort2, h.key`;

/**
 * Address suggestions for `key` (see `searchKey`), best first: addresses starting with it ('1234 oak'),
 * then street names starting with it ('oak holl'), then — only when those leave room — listings on
 * streets spelled like it (typos, see `searchStreetsNear`). `today` ('YYYY-MM-DD') is the day DOM counts to.
 */
export async function searchAddresses(
  db: Queryable,
  key: string,
  limit: number,
  today: string,
): Promise<AddressSuggestion[]> {
  if (key === '') return [];
  const { lo, hi } = searchPrefixRange(key);
  const hits = (await db.query<AddressSuggestion>(PREFIX_SQL, [lo, hi, limit, today], PREPARED)).rows;
  const found = new Map<number, AddressSuggestion>();
  // An address without a house number can match both tiers; the better tier came first.
  for (const row of hits) if (!found.has(row.ListingKeyNumeric)) found.set(row.ListingKeyNumeric, row);
  if (found.size < limit) {
    for (const row of await searchStreetsNear(db, key, limit, today)) {
      if (!found.has(row.ListingKeyNumeric)) found.set(row.ListingKeyNumeric, row);
    }
  }
  return [...found.values()].slice(0, limit);
}
