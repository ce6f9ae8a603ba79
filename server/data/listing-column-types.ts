import type { ListingRow } from './generator/listing-rows';
import type { ColumnSpec } from './insert-rows';

/**
 * The SQL element type of every `listings` column, shared by every writer of listings (the seed and the
 * RESO importer). A mapped type: a field added to the row without saying how to store it fails to compile.
 */
export const LISTING_COLUMN_TYPES: { readonly [K in keyof ListingRow]-?: string } = {
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

/** Column specs for `insertRows` over `listings`, in a fixed order, for any row with the listings columns. */
export function listingColumnSpecs<
  Row extends { readonly [K in keyof ListingRow]: unknown },
>(): ColumnSpec<Row> {
  return Object.entries(LISTING_COLUMN_TYPES).map(
    ([name, type]) =>
      [
        name,
        type,
        type === 'jsonb'
          ? (row: Row) => JSON.stringify(Reflect.get(row, name))
          : (row: Row) => Reflect.get(row, name),
      ] as const,
  );
}
