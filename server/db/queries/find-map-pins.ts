import type { ListingsQuery, MapPins } from '../../../src/contract';
import type { Queryable } from '../db';
import { LISTINGS_ORDER_BY } from './listings-order-by';
import { type ListingsWhere, type ListingsWhereOptions, listingsWhere } from './listings-where';
import { mapPinColumns } from './map-pin-columns';
import { readPinRows } from './read-pin-rows';

/** Most listings one pins answer carries: a whole-Texas view stays well under a megabyte gzipped. */
export const MAP_PINS_CAP = 50_000;

/**
 * Every listing the listings query matches (all pages, not one) as map pins; listings at the same
 * coordinate share a pin. The conditions are exactly those of the listings search, so the pins' listings
 * add up to its total. Beyond `cap` listings, the first `cap` in the query's sort order are kept and
 * `truncated` is set. `favoritesOf` narrows the match to one client's favorites, as in the listings call.
 *
 * One statement in the usual case: the matches are read unordered with room for one more than the cap,
 * so a view that fits needs neither a count nor a sort (pins are laid out by position, not by order).
 * Only a view that overflows pays for the exact count and the sorted first `cap`. The rows come back as
 * one compact text of integers (see `readPinRows`): PGlite spends microseconds on every value of a row
 * result, and writing a float8 as text costs the database three times an integer.
 */
export async function findMapPins(
  db: Queryable,
  query: ListingsQuery,
  today: string,
  { cap = MAP_PINS_CAP, ...options }: { cap?: number } & ListingsWhereOptions = {},
): Promise<MapPins> {
  const first = listingsWhere(query, today, options);
  const rows = readPinRows(...(await pinText(db, first, `LIMIT ${first.builder.param(cap + 1)}`)));
  if (rows.length <= cap) return { total: rows.length, truncated: false, ...mapPinColumns(rows) };

  const where = listingsWhere(query, today, options);
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM listings l WHERE ${where.base} AND ${where.price}`,
    where.builder.params,
  );
  const order = LISTINGS_ORDER_BY[query.filters.sortBy ?? 'newest'];
  const kept = readPinRows(
    ...(await pinText(db, where, `ORDER BY ${order} LIMIT ${where.builder.param(cap)}`)),
  );
  return { total: counted.rows[0]?.total ?? 0, truncated: true, ...mapPinColumns(kept) };
}

/**
 * The matching rows as 'lat,lng,key,price,status,…' (degrees in millionths; NULL when none match), and
 * their addresses as a JSON array in the same order: both aggregates read the same rows one by one, and
 * a street line may hold any character, a comma included. `address` is NULL where it may not be
 * displayed (migration 007), exactly what the listings call shows as `Address: null`.
 */
async function pinText(
  db: Queryable,
  where: ListingsWhere,
  tail: string,
): Promise<[string | null, string | null]> {
  const found = await db.query<{ rows: string | null; addresses: string | null }>(
    `SELECT string_agg(p.lat || ',' || p.lng || ',' || p.key || ',' || p.price || ',' || p.status, ',') AS rows,
            json_agg(p.address)::text AS addresses
       FROM (SELECT round(l.latitude * 1e6)::int AS lat, round(l.longitude * 1e6)::int AS lng,
                    l.listing_key_numeric AS key, COALESCE(l.list_price::text, '') AS price,
                    l.mls_status AS status, l.address
               FROM listings l
              WHERE ${where.base} AND ${where.price}
              ${tail}) p`,
    where.builder.params,
  );
  const row = found.rows[0];
  return [row?.rows ?? null, row?.addresses ?? null];
}
