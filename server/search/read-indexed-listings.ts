import * as v from 'valibot';
import type { Queryable } from '../db/db';
import type { IndexedListing } from './indexed-listing';

const text = v.string();
const optionalText = v.nullable(v.string());
const number = v.pipe(v.number(), v.finite());
const optionalNumber = v.nullable(number);

const rowSchema = v.object({
  key: v.pipe(v.number(), v.safeInteger()),
  status: text,
  property_type: text,
  property_sub_type: text,
  price: optionalNumber,
  list_day: v.pipe(v.number(), v.integer()),
  latitude: number,
  longitude: number,
  region_subdomain: text,
  metro_subdomain: optionalText,
  county_subdomain: text,
  city_subdomain: text,
  postal_code: text,
  bedrooms_total: optionalNumber,
  bathrooms_full: optionalNumber,
  above_grade_finished_area: optionalNumber,
  lot_size_sqft: optionalNumber,
  stories: optionalNumber,
  garage_spaces: optionalNumber,
  year_built: optionalNumber,
  ours: v.boolean(),
  primary_bed_on_main: v.boolean(),
  fireplace: v.boolean(),
  accessibility: v.boolean(),
  address: optionalText,
  open_days: optionalText,
});

/**
 * The columns the index keeps, read straight into the units it compares in (float8 for bigint and
 * numeric, which the two drivers would otherwise return differently; dates as day numbers). The open
 * houses come along as one 'day,day,…' text per listing.
 */
const COLUMNS = `
  l.listing_key_numeric::float8 AS key, l.mls_status AS status, l.property_type, l.property_sub_type,
  l.list_price::float8 AS price, (l.list_date - DATE '1970-01-01') AS list_day, l.latitude, l.longitude,
  l.region_subdomain, l.metro_subdomain, l.county_subdomain, l.city_subdomain, l.postal_code,
  l.bedrooms_total, l.bathrooms_full, l.above_grade_finished_area, l.lot_size_sqft::float8 AS lot_size_sqft,
  l.stories::float8 AS stories, l.garage_spaces::float8 AS garage_spaces, l.year_built,
  l.rtlist = 1 AS ours, COALESCE(l.main_level_bedrooms > 0, false) AS primary_bed_on_main,
  COALESCE(l.fireplaces_total > 0, false) AS fireplace, l.accessibility_features IS NOT NULL AS accessibility,
  l.address,
  (SELECT string_agg((o.open_date - DATE '1970-01-01')::text, ',') FROM open_houses o
    WHERE o.listing_key_numeric = l.listing_key_numeric) AS open_days`;

/** Rows read per statement: PGlite blocks the Node thread while one runs, so a full read goes in slices. */
const SLICE = 10_000;

/**
 * Every listing (`keys` undefined) or the listings with these keys, as the index keeps them. Keys with
 * no listing are simply absent from the answer. A row the schema refuses is a broken invariant of the
 * database, and throws.
 */
export async function readIndexedListings(
  db: Queryable,
  keys?: readonly number[],
): Promise<IndexedListing[]> {
  if (keys !== undefined) {
    const found: IndexedListing[] = [];
    for (let at = 0; at < keys.length; at += SLICE) {
      const slice = keys.slice(at, at + SLICE);
      const rows = await db.query(
        `SELECT ${COLUMNS} FROM listings l WHERE l.listing_key_numeric = ANY($1::bigint[])`,
        [slice],
      );
      for (const row of rows.rows) found.push(toListing(row));
    }
    return found;
  }
  const all: IndexedListing[] = [];
  // Key order, a slice at a time from the last key read: each statement starts where the last ended.
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const rows = await db.query(
      `SELECT ${COLUMNS} FROM listings l WHERE l.listing_key_numeric > $1
        ORDER BY l.listing_key_numeric LIMIT ${SLICE}`,
      [after],
    );
    for (const row of rows.rows) all.push(toListing(row));
    const last = all.at(-1);
    if (rows.rows.length < SLICE || last === undefined) return all;
    after = last.key;
  }
}

function toListing(raw: unknown): IndexedListing {
  const row = v.parse(rowSchema, raw);
  return {
    key: row.key,
    status: row.status,
    propertyType: row.property_type,
    subType: row.property_sub_type,
    price: row.price,
    listDay: row.list_day,
    latitude: row.latitude,
    longitude: row.longitude,
    places: {
      region_subdomain: row.region_subdomain,
      metro_subdomain: row.metro_subdomain,
      county_subdomain: row.county_subdomain,
      city_subdomain: row.city_subdomain,
      postal_code: row.postal_code,
    },
    ranges: {
      bedrooms_total: row.bedrooms_total,
      bathrooms_full: row.bathrooms_full,
      above_grade_finished_area: row.above_grade_finished_area,
      lot_size_sqft: row.lot_size_sqft,
      stories: row.stories,
      garage_spaces: row.garage_spaces,
      year_built: row.year_built,
    },
    ours: row.ours,
    primaryBedOnMain: row.primary_bed_on_main,
    fireplace: row.fireplace,
    accessibility: row.accessibility,
    address: row.address,
    openDays: row.open_days === null ? [] : row.open_days.split(',').map(Number),
  };
}
