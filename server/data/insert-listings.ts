import type { Queryable } from '../db/db';
import type { GeneratedListing, ListingRow } from './generator/listing-rows';
import { insertRows } from './insert-rows';

// The SQL element type of every listings column; a mapped type, so adding a field to ListingRow without
// saying how to store it fails to compile.
const listingTypes: { readonly [K in keyof ListingRow]: string } = {
  listing_key_numeric: 'int8',
  listing_key: 'text',
  mls_num: 'text',
  mls_status: 'text',
  property_type: 'text',
  property_sub_type: 'text',
  list_price: 'int8',
  original_list_price: 'int8',
  close_price: 'int8',
  list_date: 'date',
  expiration_date: 'date',
  close_date: 'date',
  modified_at: 'timestamptz',
  latitude: 'float8',
  longitude: 'float8',
  street_number: 'text',
  street_name: 'text',
  unit_number: 'text',
  address: 'text',
  address_search: 'text',
  city: 'text',
  city_subdomain: 'text',
  postal_code: 'text',
  county: 'text',
  county_subdomain: 'text',
  metro_subdomain: 'text',
  region_subdomain: 'text',
  state_or_province: 'text',
  subdivision_name: 'text',
  bedrooms_total: 'int4',
  bathrooms_full: 'int4',
  bathrooms_half: 'int4',
  above_grade_finished_area: 'int4',
  garage_yn: 'bool',
  garage_spaces: 'numeric',
  lot_size_acres: 'numeric',
  lot_size_sqft: 'int8',
  year_built: 'int4',
  stories: 'numeric',
  main_level_bedrooms: 'int4',
  fireplaces_total: 'int4',
  accessibility_features: 'text',
  cooling: 'text',
  heating: 'text',
  roof: 'text',
  direction_faces: 'text',
  public_remarks: 'text',
  tax_legal_description: 'text',
  elementary_school: 'text',
  middle_or_junior_school: 'text',
  high_school: 'text',
  elementary_school_district: 'text',
  builder_name: 'text',
  list_office_name: 'text',
  list_member_full_name: 'text',
  list_agent_matrix_dir: 'text',
  association_name: 'text',
  association_fee: 'int4',
  association_fee_frequency: 'text',
  association_amenities: 'text',
  association_fee_includes: 'text',
  tax_annual_amount: 'int4',
  tax_year: 'int4',
  originating_system_name: 'text',
  virtual_tour_url_branded: 'text',
  virtual_tour_url_unbranded: 'text',
  rep: 'text',
  rtlist: 'int2',
  photo_count: 'int4',
  details: 'jsonb',
  url: 'text',
};
const listingColumns = Object.entries(listingTypes).map(
  ([name, type]) =>
    [
      name,
      type,
      type === 'jsonb'
        ? (row: ListingRow) => JSON.stringify(Reflect.get(row, name))
        : (row: ListingRow) => Reflect.get(row, name),
    ] as const,
);

/** Writes a batch of generated listings and their child rows: five statements, whatever the batch size. */
export async function insertListings(q: Queryable, batch: readonly GeneratedListing[]): Promise<void> {
  if (batch.length === 0) return;
  const options = { batchSize: 100_000 };
  await insertRows(
    q,
    'listings',
    listingColumns,
    batch.map((item) => item.listing),
    options,
  );
  await insertRows(
    q,
    'listing_media',
    [
      ['listing_key_numeric', 'int8', (m) => m.listing_key_numeric],
      ['img_order', 'int4', (m) => m.img_order],
      ['media_url', 'text', (m) => m.media_url],
      ['long_description', 'text', (m) => m.long_description],
    ],
    batch.flatMap((item) => item.media),
    options,
  );
  await insertRows(
    q,
    'listing_rooms',
    [
      ['listing_key_numeric', 'int8', (r) => r.listing_key_numeric],
      ['position', 'int4', (r) => r.position],
      ['room_type', 'text', (r) => r.room_type],
      ['room_level', 'text', (r) => r.room_level],
      ['room_dimensions', 'text', (r) => r.room_dimensions],
    ],
    batch.flatMap((item) => item.rooms),
    options,
  );
  await insertRows(
    q,
    'open_houses',
    [
      ['listing_key_numeric', 'int8', (o) => o.listing_key_numeric],
      ['open_date', 'date', (o) => o.open_date],
      ['start_time', 'time', (o) => o.start_time],
      ['end_time', 'time', (o) => o.end_time],
      ['remarks', 'text', (o) => o.remarks],
    ],
    batch.flatMap((item) => item.openHouses),
    options,
  );
  await insertRows(
    q,
    'listing_history',
    [
      ['listing_key_numeric', 'int8', (h) => h.listing_key_numeric],
      ['event_date', 'date', (h) => h.event_date],
      ['event', 'text', (h) => h.event],
      ['price', 'int8', (h) => h.price],
      ['status', 'text', (h) => h.status],
    ],
    batch.flatMap((item) => item.history),
    options,
  );
}
