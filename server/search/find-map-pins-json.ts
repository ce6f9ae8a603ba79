import type { ListingsQuery } from '../../src/contract';
import type { Queryable } from '../db/db';
import type { ListingIndex } from './listing-index';
import { listingsCriteria } from './listings-criteria';
import { mapPinsJson } from './map-pins-json';
import { favoriteKeys, type SearchOptions } from './search-listings';

/**
 * Names the pins answer of `query` on `today`: what the filters mean and the order (which picks the
 * pins kept when there are too many), but not the page, which pins ignore.
 */
export function pinsAnswerKey(query: ListingsQuery, today: string): string {
  return `${JSON.stringify(listingsCriteria(query, today))}\n${query.filters.sortBy ?? 'newest'} ${today}`;
}

/** Most listings one pins answer carries: a whole-Texas view stays well under a megabyte gzipped. */
export const MAP_PINS_CAP = 50_000;

/**
 * The body of the pins call, `{"data": MapPins}` as UTF-8 JSON: every listing the listings query matches
 * (all pages, not one) as map pins; listings at the same coordinate share a pin. The conditions are
 * exactly those of the listings search, so the pins' listings add up to its total. Beyond `cap`
 * listings, the first `cap` in the query's sort order are kept and `truncated` is set. `favoritesOf`
 * narrows the match to one client's favorites, as in the listings call.
 */
export async function findMapPinsJson(
  db: Queryable,
  index: ListingIndex,
  query: ListingsQuery,
  today: string,
  { cap = MAP_PINS_CAP, favoritesOf }: { cap?: number } & SearchOptions = {},
): Promise<Buffer> {
  const only = await favoriteKeys(db, favoritesOf);
  const { total, rows } = index.pins(
    listingsCriteria(query, today),
    query.filters.sortBy ?? 'newest',
    cap,
    only,
  );
  return mapPinsJson(rows, total, total > rows.length);
}
