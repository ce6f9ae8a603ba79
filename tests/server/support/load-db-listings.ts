import type { Queryable } from '../../../server/db/db';

/** A listing as stored, in the units the filters compare (the truth searches are checked against). */
export interface DbListing {
  key: number;
  status: string;
  type: string;
  subType: string;
  price: number | null;
  listDate: string;
  lat: number;
  lng: number;
  city: string;
  postal: string;
  county: string;
  metro: string | null;
  region: string;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lot: number | null;
  stories: number | null;
  garage: number | null;
  yearBuilt: number | null;
  mainBeds: number | null;
  fireplaces: number | null;
  accessibility: string | null;
  rtlist: number;
  /** Every open-house date, 'YYYY-MM-DD', past ones included. */
  openDates: string[];
}

/** Every listing of the database by ListingKeyNumeric, read straight from the tables. */
export async function loadDbListings(db: Queryable): Promise<Map<number, DbListing>> {
  const rows = await db.query<Omit<DbListing, 'openDates'>>(
    `SELECT listing_key_numeric::float8 AS key, mls_status AS status, property_type AS type,
            property_sub_type AS "subType", list_price::float8 AS price,
            to_char(list_date, 'YYYY-MM-DD') AS "listDate", latitude AS lat, longitude AS lng,
            city_subdomain AS city, postal_code AS postal, county_subdomain AS county,
            metro_subdomain AS metro, region_subdomain AS region, bedrooms_total AS beds,
            bathrooms_full AS baths, above_grade_finished_area AS sqft, lot_size_sqft::float8 AS lot,
            stories::float8 AS stories, garage_spaces::float8 AS garage, year_built AS "yearBuilt",
            main_level_bedrooms AS "mainBeds", fireplaces_total AS fireplaces,
            accessibility_features AS accessibility, rtlist::int AS rtlist
       FROM listings`,
  );
  const dates = await db.query<{ key: number; date: string }>(
    `SELECT listing_key_numeric::float8 AS key, to_char(open_date, 'YYYY-MM-DD') AS date FROM open_houses`,
  );
  const byKey = new Map<number, DbListing>();
  for (const row of rows.rows) byKey.set(row.key, { ...row, openDates: [] });
  for (const { key, date } of dates.rows) byKey.get(key)?.openDates.push(date);
  return byKey;
}
