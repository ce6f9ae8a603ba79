import type { PlaceColumn, RangeColumn } from './listings-criteria';

/**
 * What an address or MLS-number suggestion shows of a listing beside the values the filters read
 * (contract `addressResultSchema`), as the database holds it.
 */
export interface SuggestedFields {
  mlsNum: string;
  url: string;
  /** The city's name as shown ('Round Rock'). */
  city: string;
  /** Null where the feed gave none (shown as 'TX'). */
  stateOrProvince: string | null;
  /** CloseDate as days since 1970-01-01; null while not closed. */
  closeDay: number | null;
  originatingSystem: string;
  /** The address lower-cased, as typed text is compared with it; null where it may not be displayed. */
  addressSearch: string | null;
}

/**
 * What the search index keeps of a listing: every value a filter, a sort, a map pin or an address
 * suggestion reads.
 */
export interface IndexedListing {
  key: number;
  status: string;
  propertyType: string;
  subType: string;
  /** Whole dollars; null when the feed gave none. */
  price: number | null;
  /** ListingContractDate as days since 1970-01-01. */
  listDay: number;
  latitude: number;
  longitude: number;
  places: Readonly<Record<PlaceColumn, string | null>>;
  ranges: Readonly<Record<RangeColumn, number | null>>;
  ours: boolean;
  primaryBedOnMain: boolean;
  fireplace: boolean;
  accessibility: boolean;
  /** The street line; null where it may not be displayed. */
  address: string | null;
  /** Open-house dates as days since 1970-01-01, in any order. */
  openDays: readonly number[];
  suggested: SuggestedFields;
}

export const PLACE_COLUMNS: readonly PlaceColumn[] = [
  'region_subdomain',
  'metro_subdomain',
  'county_subdomain',
  'city_subdomain',
  'postal_code',
];

export const RANGE_COLUMNS: readonly RangeColumn[] = [
  'bedrooms_total',
  'bathrooms_full',
  'above_grade_finished_area',
  'lot_size_sqft',
  'stories',
  'garage_spaces',
  'year_built',
];

/** 'YYYY-MM-DD' as days since 1970-01-01, the unit the index compares dates in. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}
