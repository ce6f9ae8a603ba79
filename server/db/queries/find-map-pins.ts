import type { ListingsQuery, MapPins } from '../../../src/contract';
import type { Queryable } from '../db';
import { LISTINGS_ORDER_BY } from './listings-order-by';
import { listingsWhere } from './listings-where';
import { mapPinColumns, type PinRow } from './map-pin-columns';

/** Most listings one pins answer carries: a whole-Texas view stays well under a megabyte gzipped. */
export const MAP_PINS_CAP = 50_000;

/**
 * Every listing the listings query matches (all pages, not one) as map pins; listings at the same
 * coordinate share a pin. The conditions are exactly those of the listings search, so the pins' listings
 * add up to its total. Beyond `cap` listings, the first `cap` in the query's sort order are kept and
 * `truncated` is set.
 *
 * The rows come back as one JSON array built by the database: PGlite spends a few microseconds on every
 * value of a row result, which made 18,000 five-column rows cost 250 ms; one text value costs almost
 * nothing and JSON.parse is native.
 */
export async function findMapPins(
  db: Queryable,
  query: ListingsQuery,
  today: string,
  cap: number = MAP_PINS_CAP,
): Promise<MapPins> {
  const where = listingsWhere(query, today);
  const { builder } = where;
  const countParams = [...builder.params];
  const order = LISTINGS_ORDER_BY[query.filters.sortBy ?? 'newest'];
  const found = await db.query<{ rows: string | null }>(
    `SELECT json_agg(json_build_array(h.key, h.lat, h.lng, h.price, h.status) ORDER BY h.n)::text AS rows
       FROM (SELECT l.listing_key_numeric AS key, l.latitude AS lat, l.longitude AS lng,
                    l.list_price AS price, l.mls_status AS status, row_number() OVER (ORDER BY ${order}) AS n
               FROM listings l
              WHERE ${where.base} AND ${where.price}
              ORDER BY ${order}
              LIMIT ${builder.param(cap + 1)}) h`,
    builder.params,
  );
  const all = readPinRows(found.rows[0]?.rows ?? null);
  const truncated = all.length > cap;
  const rows = truncated ? all.slice(0, cap) : all;
  let total = rows.length;
  if (truncated) {
    const counted = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM listings l WHERE ${where.base} AND ${where.price}`,
      countParams,
    );
    total = counted.rows[0]?.total ?? total;
  }
  return { total, truncated, ...mapPinColumns(rows) };
}

/** The JSON rows of the query above, checked item by item (no match means no rows: SQL NULL). */
function readPinRows(text: string | null): PinRow[] {
  if (text === null) return [];
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('map pins: expected an array of rows');
  return parsed.map((item: unknown): PinRow => {
    if (Array.isArray(item)) {
      const [key, lat, lng, price, status] = item;
      if (
        typeof key === 'number' &&
        typeof lat === 'number' &&
        typeof lng === 'number' &&
        (price === null || typeof price === 'number') &&
        typeof status === 'string'
      ) {
        return { key, lat, lng, price, status };
      }
    }
    throw new Error('map pins: unexpected row');
  });
}
