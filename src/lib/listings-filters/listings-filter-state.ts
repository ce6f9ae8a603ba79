import * as v from 'valibot';
import type { ListingsSortBy, PropertyType } from '../../contract';
import { slugSchema } from '../../contract';
import {
  BEDS_MAX,
  GARAGE_MAX,
  LEVELS_MAX,
  LISTED_DATE_ANY,
  LOT_SIZE_MAX_SQFT,
  SQFT_MAX,
  YEAR_BUILT_MIN,
} from '../constants';
import type { ListingsRoute } from '../listings-route';
import { filterPriceCeiling } from './filter-price-ceiling';
import type { SearchBoundary } from './search-boundary';
import { DEFAULT_STATUS_FLAGS, type StatusFlags } from './status-flags';

/** The listed-date choices, in days since listing (SPEC §5); 4000 means no limit. */
export const LISTED_DATE_VALUES = [LISTED_DATE_ANY, 1, 7, 30, 90] as const;
export type ListedDate = (typeof LISTED_DATE_VALUES)[number];

/**
 * The location levels, most specific last; each is also its URL parameter. When a URL carries several
 * (hand-edited, or an old link with city and PostalCode), the most specific wins: SPEC §4 falls back
 * to "the most specific remaining selection" when one is cleared, so it is the one the user meant.
 */
export const LOCATION_KINDS = ['region', 'metro', 'county', 'city', 'PostalCode'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** The single chosen location (SPEC §4): a slug ('travis', 'round-rock') or a 5-digit ZIP code. */
export interface ListingsLocation {
  readonly kind: LocationKind;
  readonly value: string;
}

/**
 * Where the map looks, as the URL says (written when the user drags or zooms). null means "not in the
 * URL": the map then fits the chosen location's area or starts at Austin, zoom 13 (SPEC §9).
 */
export interface ListingsMapView {
  /** 5 … 22, at most two decimals. */
  readonly zoom: number | null;
  /** Both coordinates or neither, degrees with at most six decimals (≈ 11 cm). */
  readonly center: { readonly latitude: number; readonly longitude: number } | null;
}

/**
 * Everything the listings screen's filters hold (SPEC §2 query parameters, §3 filter state). Field
 * names are the URL parameter names where one exists. Every value is always present: an unset filter
 * holds its default (see `defaultFilterState`), so the UI never has to guess a fallback. A state is
 * *normalised* when `normalizeFilterState` leaves it unchanged; parsing always yields one.
 */
export interface ListingsFilterState {
  /** null: 'SORT BY DEFAULT' (the server sorts newest first). */
  readonly sortBy: ListingsSortBy | null;
  /** 1-based. */
  readonly page: number;
  /** Whole dollars, 0 … the type's price ceiling (`filterPriceCeiling`); maxPrice at the ceiling = any. */
  readonly minPrice: number;
  readonly maxPrice: number;
  /** 0 … 7; 7 as the max means '7+'. */
  readonly minBedsCount: number;
  readonly maxBedsCount: number;
  /** At least this many full baths; 0 = Any, 1 … 5. */
  readonly bath: number;
  /** Square feet. */
  readonly squareMin: number;
  readonly squareMax: number;
  /** Square feet (43,560 per acre). */
  readonly lotSizeMin: number;
  readonly lotSizeMax: number;
  /** 1, 1.5, 2, 3, 4 ('3+' as a min); 10 is the max '3+' (no limit). */
  readonly levelsMin: number;
  readonly levelsMax: number;
  readonly garageMin: number;
  readonly garageMax: number;
  readonly yearBuildMin: number;
  readonly yearBuildMax: number;
  readonly listedDate: ListedDate;
  /** Never all off: an empty choice normalises to the defaults (the server's reading of "none"). */
  readonly statuses: StatusFlags;
  /** Exclusive; forced to ResidentialLease on /leasing. */
  readonly propertyType: PropertyType;
  /** Camel-case sub-types of `propertyType`, in SUB_TYPES_BY_PROPERTY_TYPE order, no repeats. */
  readonly subTypes: readonly string[];
  readonly ourListings: boolean;
  /** On whenever the route is /open-houses or From or To is set (SPEC §4). */
  readonly openHouses: boolean;
  /** Open-house window, 'YYYY-MM-DD'; From ≤ To when both are set. */
  readonly From: string | null;
  readonly To: string | null;
  /** Primary bedroom on the main level ('masterOnMain' in the old panel). */
  readonly PrimaryBedonMainState: boolean;
  readonly FireplaceState: boolean;
  readonly AccessibilityFeaturesState: boolean;
  /** At most one; on /{city} it defaults to that city. */
  readonly location: ListingsLocation | null;
  readonly map: ListingsMapView;
  /**
   * The area the visitor drew on the map (URL `boundary`); while set, it is the search area instead of
   * the map's view, so moving the map no longer changes the results.
   */
  readonly boundary: SearchBoundary | null;
  /** 'favorite': only the client's favorites (the server checks the session). */
  readonly filterBy: 'favorite' | null;
  /** Only kept with filterBy 'favorite'; identity itself comes from the session cookie. */
  readonly clientId: number | null;
  /** Id of the saved search applied. */
  readonly saveSearch: number | null;
}

/**
 * The state of an empty query string on `route` (SPEC §4 filter defaults). Mode-aware: /leasing shows
 * residential leases priced 0 … 10,000, /open-houses has open-house mode on, /{city} lists that city.
 *
 * @param currentYear the top of year built; passed in so results do not change at midnight on 31 Dec
 */
export function defaultFilterState(route: ListingsRoute, currentYear: number): ListingsFilterState {
  const propertyType: PropertyType = route.mode === 'leasing' ? 'ResidentialLease' : 'Residential';
  return {
    sortBy: null,
    page: 1,
    minPrice: 0,
    maxPrice: filterPriceCeiling(propertyType, route),
    minBedsCount: 0,
    maxBedsCount: BEDS_MAX,
    bath: 0,
    squareMin: 0,
    squareMax: SQFT_MAX,
    lotSizeMin: 0,
    lotSizeMax: LOT_SIZE_MAX_SQFT,
    levelsMin: 0,
    levelsMax: LEVELS_MAX,
    garageMin: 0,
    garageMax: GARAGE_MAX,
    yearBuildMin: YEAR_BUILT_MIN,
    yearBuildMax: currentYear,
    listedDate: LISTED_DATE_ANY,
    statuses: DEFAULT_STATUS_FLAGS,
    propertyType,
    subTypes: [],
    ourListings: false,
    openHouses: route.mode === 'open-houses',
    From: null,
    To: null,
    PrimaryBedonMainState: false,
    FireplaceState: false,
    AccessibilityFeaturesState: false,
    // A path too odd to be a city slug lists everything rather than nothing.
    location:
      route.mode === 'city' && v.is(slugSchema, route.city) ? { kind: 'city', value: route.city } : null,
    map: { zoom: null, center: null },
    boundary: null,
    filterBy: null,
    clientId: null,
    saveSearch: null,
  };
}
