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
 * The count comes first (index-only, a few ms): when everything fits, the order of the rows is
 * irrelevant (pins are laid out by position) and the database skips sorting them. The rows come back as
 * one compact text, 'key,lat,lng,price,status;…': PGlite spends microseconds on every value of a row
 * result and more still building JSON, and at 18,000 rows that was most of the call.
 */
export async function findMapPins(
  db: Queryable,
  query: ListingsQuery,
  today: string,
  cap: number = MAP_PINS_CAP,
): Promise<MapPins> {
  const where = listingsWhere(query, today);
  const { builder } = where;
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM listings l WHERE ${where.base} AND ${where.price}`,
    builder.params,
  );
  const total = counted.rows[0]?.total ?? 0;
  const truncated = total > cap;
  const keep = truncated
    ? `ORDER BY ${LISTINGS_ORDER_BY[query.filters.sortBy ?? 'newest']} LIMIT ${builder.param(cap)}`
    : '';
  const found = await db.query<{ rows: string | null }>(
    `SELECT string_agg(p.key || ',' || p.lat || ',' || p.lng || ',' || p.price || ',' || p.status, ';') AS rows
       FROM (SELECT l.listing_key_numeric AS key, l.latitude AS lat, l.longitude AS lng,
                    COALESCE(l.list_price::text, '') AS price, l.mls_status AS status
               FROM listings l
              WHERE ${where.base} AND ${where.price}
              ${keep}) p`,
    builder.params,
  );
  const rows = readPinRows(found.rows[0]?.rows ?? null);
  return { total, truncated, ...mapPinColumns(rows) };
}

/** The rows of the query above, checked one by one (no match means no rows: SQL NULL). */
function readPinRows(text: string | null): PinRow[] {
  if (text === null || text === '') return [];
  return text.split(';').map((line): PinRow => {
    const [key, lat, lng, price, status] = line.split(',');
    const row = {
      key: Number(key),
      lat: Number(lat),
      lng: Number(lng),
      price: price === '' || price === undefined ? null : Number(price),
      status: status ?? '',
    };
    if (
      Number.isSafeInteger(row.key) &&
      Number.isFinite(row.lat) &&
      Number.isFinite(row.lng) &&
      (row.price === null || Number.isFinite(row.price)) &&
      row.status !== ''
    ) {
      return row;
    }
    throw new Error(`map pins: unexpected row ${line}`);
  });
}
