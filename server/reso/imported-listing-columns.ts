import type { ColumnSpec } from '../data/insert-rows';
import type { ImportedListingRow } from './imported-listing';

// The SQL element type of every listings column. A mapped type: a column added to the row type without
// saying how to store it fails to compile, and so does a misspelt one.
const types: { readonly [K in keyof ImportedListingRow]-?: string } = {
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

/** Column specs for `insertRows` over `listings`, in a fixed order. */
export const importedListingColumns: ColumnSpec<ImportedListingRow> = Object.entries(types).map(
  ([name, type]) =>
    [
      name,
      type,
      type === 'jsonb'
        ? (row: ImportedListingRow) => JSON.stringify(Reflect.get(row, name))
        : (row: ImportedListingRow) => Reflect.get(row, name),
    ] as const,
);

/** The upsert's SET list: every column but the two keys, which never change for a listing. */
export const importedListingUpdates = Object.keys(types)
  .filter((name) => name !== 'listing_key' && name !== 'listing_key_numeric')
  .map((name) => `${name} = EXCLUDED.${name}`)
  .join(', ');
