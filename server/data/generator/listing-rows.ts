import type { ListingStatus } from '../../../src/contract';
import type { PropertyType } from './property-types';

export type { ListingStatus };

/** Extra RESO fields shown in the detail modal's sections: { Section: { Field: value } }. */
export type ListingDetails = Record<string, Record<string, string | number | boolean>>;

/**
 * One row of `listings`. Keys are the column names of server/db/migrations/003_listings.sql on purpose:
 * the seeder writes each key to the column of the same name, and a renamed column fails to compile.
 * Dates are ISO strings ('2025-06-14').
 */
export interface ListingRow {
  listing_key_numeric: number;
  listing_key: string;
  mls_num: string;
  mls_status: ListingStatus;
  property_type: PropertyType;
  property_sub_type: string;
  list_price: number;
  original_list_price: number;
  close_price: number | null;
  list_date: string;
  expiration_date: string | null;
  close_date: string | null;
  modified_at: string;
  latitude: number;
  longitude: number;
  street_number: string;
  street_name: string;
  unit_number: string | null;
  address: string;
  address_search: string;
  city: string;
  city_subdomain: string;
  postal_code: string;
  county: string;
  county_subdomain: string;
  metro_subdomain: string | null;
  region_subdomain: string;
  state_or_province: string | null;
  subdivision_name: string | null;
  bedrooms_total: number | null;
  bathrooms_full: number | null;
  bathrooms_half: number | null;
  above_grade_finished_area: number | null;
  garage_yn: boolean;
  garage_spaces: number | null;
  lot_size_acres: number | null;
  lot_size_sqft: number | null;
  year_built: number | null;
  stories: number | null;
  main_level_bedrooms: number | null;
  fireplaces_total: number | null;
  accessibility_features: string | null;
  cooling: string | null;
  heating: string | null;
  roof: string | null;
  direction_faces: string | null;
  public_remarks: string;
  tax_legal_description: string | null;
  elementary_school: string | null;
  middle_or_junior_school: string | null;
  high_school: string | null;
  elementary_school_district: string | null;
  builder_name: string | null;
  list_office_name: string;
  list_member_full_name: string;
  list_agent_matrix_dir: string | null;
  association_name: string | null;
  association_fee: number | null;
  association_fee_frequency: string | null;
  association_amenities: string | null;
  association_fee_includes: string | null;
  tax_annual_amount: number | null;
  tax_year: number | null;
  originating_system_name: string;
  virtual_tour_url_branded: string | null;
  virtual_tour_url_unbranded: string | null;
  rep: 'BA' | 'LA' | null;
  rtlist: 0 | 1;
  photo_count: number;
  details: ListingDetails;
  url: string;
}

export interface MediaRow {
  listing_key_numeric: number;
  img_order: number;
  media_url: string;
  long_description: string;
}

export interface RoomRow {
  listing_key_numeric: number;
  position: number;
  room_type: string;
  room_level: string | null;
  room_dimensions: string | null;
}

export interface OpenHouseRow {
  listing_key_numeric: number;
  open_date: string;
  /** 'HH:MM' */
  start_time: string;
  end_time: string;
  remarks: string;
}

export interface HistoryRow {
  listing_key_numeric: number;
  event_date: string;
  event: 'Listed' | 'PriceChange' | 'StatusChange' | 'Sold' | 'Expired' | 'Relisted';
  price: number | null;
  status: ListingStatus | 'Expired' | null;
}

/** One generated listing with the rows of its child tables. */
export interface GeneratedListing {
  listing: ListingRow;
  media: MediaRow[];
  rooms: RoomRow[];
  openHouses: OpenHouseRow[];
  history: HistoryRow[];
}
