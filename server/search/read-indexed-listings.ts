import * as v from 'valibot';
import type { Queryable } from '../db/db';
import type { IndexedListing } from './indexed-listing';

const text = v.string();
const optionalText = v.nullable(v.string());
const number = v.pipe(v.number(), v.finite());
const optionalNumber = v.nullable(number);

/** One listing as the database writes it, the columns of `COLUMNS` in order. */
const rowSchema = v.tuple([
  v.pipe(v.number(), v.safeInteger()), // key
  text, // status
  text, // property_type
  text, // property_sub_type
  optionalNumber, // price
  v.pipe(v.number(), v.integer()), // list_day
  number, // latitude
  number, // longitude
  text, // region_subdomain
  optionalText, // metro_subdomain
  text, // county_subdomain
  text, // city_subdomain
  text, // postal_code
  optionalNumber, // bedrooms_total
  optionalNumber, // bathrooms_full
  optionalNumber, // above_grade_finished_area
  optionalNumber, // lot_size_sqft
  optionalNumber, // stories
  optionalNumber, // garage_spaces
  optionalNumber, // year_built
  v.boolean(), // ours
  v.boolean(), // primary_bed_on_main
  v.boolean(), // fireplace
  v.boolean(), // accessibility
  optionalText, // address
  v.array(v.pipe(v.number(), v.integer())), // open-house days
  text, // mls_num
  text, // url
  text, // city
  optionalText, // state_or_province
  v.nullable(v.pipe(v.number(), v.integer())), // close_day
  text, // originating_system_name
  optionalText, // address_search
]);
const sliceSchema = v.object({
  rows: v.nullable(v.string()),
  last: v.nullable(v.pipe(v.number(), v.safeInteger())),
});

/**
 * The values the index keeps, in the units it compares in (float8 for bigint and numeric, dates as day
 * numbers), one JSON array per listing. PostgreSQL writes float8 in JSON with the shortest text that reads
 * back as the same double, so coordinates and prices arrive exactly.
 */
const COLUMNS = `json_build_array(
  l.listing_key_numeric::float8, l.mls_status, l.property_type, l.property_sub_type,
  l.list_price::float8, l.list_date - DATE '1970-01-01', l.latitude, l.longitude,
  l.region_subdomain, l.metro_subdomain, l.county_subdomain, l.city_subdomain, l.postal_code,
  l.bedrooms_total, l.bathrooms_full, l.above_grade_finished_area, l.lot_size_sqft::float8,
  l.stories::float8, l.garage_spaces::float8, l.year_built,
  l.rtlist = 1, COALESCE(l.main_level_bedrooms > 0, false), COALESCE(l.fireplaces_total > 0, false),
  l.accessibility_features IS NOT NULL, l.address,
  ARRAY(SELECT o.open_date - DATE '1970-01-01' FROM open_houses o
         WHERE o.listing_key_numeric = l.listing_key_numeric),
  l.mls_num, l.url, l.city, l.state_or_province, l.close_date - DATE '1970-01-01',
  l.originating_system_name, l.address_search)`;

/** Listings per statement: PGlite blocks the Node thread while one runs, so a full read goes in slices. */
const SLICE = 10_000;

/**
 * Every listing (`keys` undefined) or the listings with these keys, as the index keeps them. Keys with
 * no listing are simply absent from the answer, and so is a listing whose values the schema refuses (a
 * NaN coordinate, say): `warn` tells of it, and the other listings stay searchable. Each slice comes
 * back as one JSON text: PGlite spends microseconds on every value of a row result, which made 100,000
 * rows of 26 columns take 8 s; one text a slice and JSON.parse take a fraction of that.
 */
export async function readIndexedListings(
  db: Queryable,
  keys: readonly number[] | undefined,
  warn: (message: string, error: unknown) => void,
): Promise<IndexedListing[]> {
  const found: IndexedListing[] = [];
  // One slice; answers the last key it held (null: none).
  const read = async (sql: string, params: unknown[]) => {
    const result = await db.query(sql, params);
    const slice = v.parse(sliceSchema, result.rows[0]);
    const rows: unknown = JSON.parse(slice.rows ?? '[]');
    for (const raw of Array.isArray(rows) ? rows : []) {
      const row = v.safeParse(rowSchema, raw);
      if (row.success) found.push(toListing(row.output));
      else
        warn(
          `search index: listing ${JSON.stringify(Array.isArray(raw) ? raw[0] : raw)} left out`,
          v.summarize(row.issues),
        );
    }
    return slice.last;
  };
  if (keys !== undefined) {
    for (let at = 0; at < keys.length; at += SLICE) {
      await read(
        `SELECT json_agg(${COLUMNS})::text AS rows, max(l.listing_key_numeric)::float8 AS last
           FROM listings l WHERE l.listing_key_numeric = ANY($1::bigint[])`,
        [keys.slice(at, at + SLICE)],
      );
    }
    return found;
  }
  // Key order, a slice at a time from the last key read: each statement starts where the last ended.
  for (let after: number | null = Number.MIN_SAFE_INTEGER; after !== null; ) {
    after = await read(
      `SELECT json_agg(${COLUMNS} ORDER BY l.listing_key_numeric)::text AS rows,
              max(l.listing_key_numeric)::float8 AS last
         FROM (SELECT * FROM listings WHERE listing_key_numeric > $1 ORDER BY listing_key_numeric LIMIT ${SLICE}) l`,
      [after],
    );
  }
  return found;
}

function toListing(row: v.InferOutput<typeof rowSchema>): IndexedListing {
  const [
    key,
    status,
    propertyType,
    subType,
    price,
    listDay,
    latitude,
    longitude,
    region,
    metro,
    county,
    city,
    postal,
    beds,
    baths,
    area,
    lot,
    stories,
    garage,
    year,
    ours,
    primaryBedOnMain,
    fireplace,
    accessibility,
    address,
    openDays,
    mlsNum,
    url,
    cityName,
    stateOrProvince,
    closeDay,
    originatingSystem,
    addressSearch,
  ] = row;
  return {
    key,
    status,
    propertyType,
    subType,
    price,
    listDay,
    latitude,
    longitude,
    places: {
      region_subdomain: region,
      metro_subdomain: metro,
      county_subdomain: county,
      city_subdomain: city,
      postal_code: postal,
    },
    ranges: {
      bedrooms_total: beds,
      bathrooms_full: baths,
      above_grade_finished_area: area,
      lot_size_sqft: lot,
      stories,
      garage_spaces: garage,
      year_built: year,
    },
    ours,
    primaryBedOnMain,
    fireplace,
    accessibility,
    address,
    openDays,
    suggested: { mlsNum, url, city: cityName, stateOrProvince, closeDay, originatingSystem, addressSearch },
  };
}
