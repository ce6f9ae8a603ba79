import { type ListingsQuery, MAX_PRICE_BY_PROPERTY_TYPE } from '../../src/contract';
import type { LngLat } from '../../src/lib/geo/polygon-crossing-edges';
import { DEFAULT_STATUS_FLAGS, STATUS_FLAGS } from '../../src/lib/listings-filters/status-flags';
import { subTypeSpellings } from '../db/queries/sub-type-spellings';

// SPEC §4: no status chosen means the default set (Active and Coming Soon), never "nothing".
const DEFAULT_STATUSES = STATUS_FLAGS.filter(({ flag }) => DEFAULT_STATUS_FLAGS[flag]).map(
  ({ status }) => status,
);

/** 7 is the top of the beds list and reads as "7 or more" (SPEC §5). */
const BEDS_TOP = 7;

/** The `listings` columns a listing's place is named by, narrowest last. */
export type PlaceColumn =
  | 'region_subdomain'
  | 'metro_subdomain'
  | 'county_subdomain'
  | 'city_subdomain'
  | 'postal_code';

/** The numeric `listings` columns the filters bound from below or above. */
export type RangeColumn =
  | 'bedrooms_total'
  | 'bathrooms_full'
  | 'above_grade_finished_area'
  | 'lot_size_sqft'
  | 'stories'
  | 'garage_spaces'
  | 'year_built';

/** `column >= min` and/or `column <= max`; a listing without the value never passes a bound. */
export interface RangeBound {
  column: RangeColumn;
  min?: number;
  max?: number;
}

/**
 * What a listings query asks of a listing, with SPEC's defaults and special values already resolved:
 * the one reading of the filters that the SQL search (`listingsWhere`) and the in-memory index
 * (`ListingIndex`) both evaluate, so the two can never disagree about what a filter means.
 */
export interface ListingsCriteria {
  propertyType: string;
  /** Every stored spelling of the chosen sub-types; undefined: any. */
  subTypes: string[] | undefined;
  /** Never empty. */
  statuses: string[];
  places: { column: PlaceColumn; value: string }[];
  box: { bottom: number; top: number; left: number; right: number } | undefined;
  /** The drawn area, [lng, lat] points; the box holds it too. */
  ring: LngLat[] | undefined;
  ranges: RangeBound[];
  /** 'YYYY-MM-DD': listed on or after; undefined: any date. */
  listedSince: string | undefined;
  ourListings: boolean;
  primaryBedOnMain: boolean;
  fireplace: boolean;
  accessibility: boolean;
  /** An open house from `from` to `to` ('YYYY-MM-DD'; no `to`: no end); undefined: not asked. */
  openHouse: { from: string; to: string | undefined } | undefined;
  /** The price bounds: outside `base`, since `price_range` spans every price of the match. */
  price: { min: number | undefined; max: number | undefined };
}

/** The criteria of a validated listings query on `today` ('YYYY-MM-DD', Texas time). */
export function listingsCriteria(query: ListingsQuery, today: string): ListingsCriteria {
  const { filters } = query;
  const more = query.moreFilters ?? {};
  const propertyType = more.propertyType ?? 'Residential';

  const chosen = STATUS_FLAGS.filter(({ flag }) => more.status?.[flag] === true).map(({ status }) => status);

  const places: ListingsCriteria['places'] = [];
  const named = [
    ['region_subdomain', filters.region],
    ['metro_subdomain', filters.metro],
    ['county_subdomain', filters.county],
    ['city_subdomain', filters.city],
    ['postal_code', filters.PostalCode],
  ] as const;
  for (const [column, value] of named) if (value !== undefined) places.push({ column, value });

  const box = query.coordinates;
  const listedDate = more.listedDate ?? 4000;

  return {
    propertyType,
    subTypes: more.subTypes && more.subTypes.length > 0 ? subTypeSpellings(more.subTypes) : undefined,
    statuses: chosen.length > 0 ? chosen : DEFAULT_STATUSES,
    places,
    box: box && { bottom: box.bottom, top: box.top, left: box.left, right: box.right },
    ring: box?.geosearch,
    ranges: rangeBounds(query, Number(today.slice(0, 4))),
    listedSince: listedDate < 4000 ? daysBefore(today, listedDate) : undefined,
    ourListings: more.ourListings === true,
    primaryBedOnMain: more.PrimaryBedonMainState === true,
    fireplace: more.FireplaceState === true,
    accessibility: more.AccessibilityFeaturesState === true,
    openHouse: openHouseWindow(more, today),
    price: priceBounds(query, propertyType),
  };
}

type MoreFilters = NonNullable<ListingsQuery['moreFilters']>;
/** The panel's numeric min/max fields, as the schema names them (the day count is no range). */
type MoreRangeField = Exclude<
  { [K in keyof MoreFilters]-?: NonNullable<MoreFilters[K]> extends number ? K : never }[keyof MoreFilters],
  'listedDate'
>;

/**
 * Beds and baths, then the min/max filters of the "more filters" panel (SPEC §4/§5). A side at its
 * default bound is no limit at all, so listings missing the value (land has no year built or levels)
 * stay in unless a real limit is chosen. Two bounds are not the schema's: levels '3+' is 4 in the option
 * list and means no maximum, and the year-built maximum defaults to the current year, so that year (or
 * later: new construction) is no maximum either.
 */
function rangeBounds(query: ListingsQuery, currentYear: number): RangeBound[] {
  const { filters } = query;
  const more: MoreFilters = query.moreFilters ?? {};
  const bounds: RangeBound[] = [];
  const add = (column: RangeColumn, min: number | undefined, max: number | undefined) => {
    if (min !== undefined || max !== undefined) {
      bounds.push({ column, ...(min !== undefined && { min }), ...(max !== undefined && { max }) });
    }
  };
  const minBeds = filters.minBedsCount ?? 0;
  const maxBeds = filters.maxBedsCount ?? BEDS_TOP;
  add('bedrooms_total', minBeds > 0 ? minBeds : undefined, maxBeds < BEDS_TOP ? maxBeds : undefined);
  const bath = filters.bath ?? 0;
  add('bathrooms_full', bath > 0 ? bath : undefined, undefined);

  const panel: [RangeColumn, MoreRangeField, MoreRangeField, number, number][] = [
    ['above_grade_finished_area', 'squareMin', 'squareMax', 0, 5_000_000],
    ['lot_size_sqft', 'lotSizeMin', 'lotSizeMax', 0, 4_356_000_000],
    ['stories', 'levelsMin', 'levelsMax', 0, 4],
    ['garage_spaces', 'garageMin', 'garageMax', 0, 500],
    ['year_built', 'yearBuildMin', 'yearBuildMax', 1799, currentYear],
  ];
  for (const [column, minField, maxField, floor, top] of panel) {
    const min = more[minField];
    const max = more[maxField];
    add(
      column,
      min !== undefined && min > floor ? min : undefined,
      max !== undefined && max < top ? max : undefined,
    );
  }
  return bounds;
}

/**
 * Open-house mode (SPEC §4: the openHouses flag, or From or To present): listings with an open house
 * between From and To. Only open houses still to come count, so a From in the past starts today; no To
 * means no end.
 */
function openHouseWindow(more: MoreFilters, today: string): ListingsCriteria['openHouse'] {
  if (!more.openHouses && more.From === undefined && more.To === undefined) return undefined;
  return { from: more.From !== undefined && more.From > today ? more.From : today, to: more.To };
}

/**
 * SPEC §4/§5 price rules: a maximum at (or above) the type's ceiling means "no upper limit" ('X - Any'),
 * and a minimum above a real maximum swaps with it rather than matching nothing.
 */
function priceBounds(
  query: ListingsQuery,
  propertyType: keyof typeof MAX_PRICE_BY_PROPERTY_TYPE,
): ListingsCriteria['price'] {
  const ceiling = MAX_PRICE_BY_PROPERTY_TYPE[propertyType];
  const asked = query.filters.maxPrice ?? ceiling;
  const max = asked >= ceiling ? Number.POSITIVE_INFINITY : asked;
  const min = query.filters.minPrice ?? 0;
  const [low, high] = min > max ? [max, min] : [min, max];
  return {
    min: low > 0 ? low : undefined,
    max: high < Number.POSITIVE_INFINITY ? high : undefined,
  };
}

/** The 'YYYY-MM-DD' date `days` before `date`. */
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
