import type { Queryable } from '../db/db';
import type { AddressSuggestion } from '../db/queries/search-address-columns';
import { searchStreetsNear } from '../db/queries/search-streets-near';
import { dayNumber } from './indexed-listing';
import type { ListingIndex } from './listing-index';

/**
 * Address suggestions for `key` (see `searchKey`), best first: addresses starting with it ('1234 oak'),
 * then street names starting with it ('oak holl'), both from the listings in memory, then — only when
 * those leave room — listings on streets spelled like it (typos, `searchStreetsNear`, which needs the
 * database's trigram index). `today` ('YYYY-MM-DD') is the day DOM counts to.
 */
export async function searchAddresses(
  db: Queryable,
  index: ListingIndex,
  key: string,
  limit: number,
  today: string,
): Promise<AddressSuggestion[]> {
  if (key === '') return [];
  const found = new Map<number, AddressSuggestion>();
  for (const row of index.suggestAddresses(key, limit, dayNumber(today)))
    found.set(row.ListingKeyNumeric, row);
  if (found.size < limit) {
    for (const row of await searchStreetsNear(db, key, limit, today)) {
      if (!found.has(row.ListingKeyNumeric)) found.set(row.ListingKeyNumeric, row);
    }
  }
  return [...found.values()].slice(0, limit);
}
