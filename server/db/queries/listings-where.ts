import type { ListingsQuery } from '../../../src/contract';
import { SqlBuilder } from './sql-builder';

/** SPEC §4 ceilings: a maximum at (or above) the type's ceiling means "no upper limit" ('X - Any'). */
const PRICE_CEILING: Record<string, number> = {
  ResidentialLease: 50_000,
  CommercialLease: 100_000,
};
const DEFAULT_PRICE_CEILING = 10_000_000;

const STATUS_FLAGS = {
  active: 'Active',
  activeUnderContract: 'ActiveUnderContract',
  comingSoon: 'ComingSoon',
  contingent: 'Contingent',
  pending: 'Pending',
  closed: 'Closed',
} as const;
const DEFAULT_STATUSES = ['Active', 'ComingSoon'];

/** Range filters whose default bounds (SPEC §4) mean "no filter" on that side. */
const RANGES = [
  { column: 'above_grade_finished_area', min: 'squareMin', max: 'squareMax', floor: 0, ceiling: 5_000_000 },
  { column: 'lot_size_sqft', min: 'lotSizeMin', max: 'lotSizeMax', floor: 0, ceiling: 4_356_000_000 },
  { column: 'stories', min: 'levelsMin', max: 'levelsMax', floor: 0, ceiling: 10 },
  { column: 'garage_spaces', min: 'garageMin', max: 'garageMax', floor: 0, ceiling: 500 },
  { column: 'year_built', min: 'yearBuildMin', max: 'yearBuildMax', floor: 1799, ceiling: 9999 },
] as const;

export interface ListingsWhere {
  builder: SqlBuilder;
  /** Every condition except price: the set `price_range` is computed over. */
  base: string;
  /** The price condition alone ('TRUE' when the price is unrestricted). */
  price: string;
}

/**
 * Turns a validated listings query into SQL conditions over `listings` (aliased `l`). `today` is the
 * 'YYYY-MM-DD' date that "listed in the last N days" and open-house windows count from.
 */
export function listingsWhere(query: ListingsQuery, today: string): ListingsWhere {
  const base = new SqlBuilder();
  const { filters } = query;
  const more = query.moreFilters ?? {};
  const propertyType = more.propertyType ?? 'Residential';

  base.where((p) => `l.property_type = ${p}`, propertyType);
  if (more.subTypes && more.subTypes.length > 0) {
    base.where((p) => `l.property_sub_type = ANY(${p}::text[])`, more.subTypes);
  }

  const chosen = Object.entries(STATUS_FLAGS)
    .filter(([flag]) => more.status?.[flag as keyof typeof STATUS_FLAGS] === true)
    .map(([, status]) => status);
  base.where((p) => `l.mls_status = ANY(${p}::text[])`, chosen.length > 0 ? chosen : DEFAULT_STATUSES);

  const location = [
    ['region_subdomain', filters.region],
    ['metro_subdomain', filters.metro],
    ['county_subdomain', filters.county],
    ['city_subdomain', filters.city],
    ['postal_code', filters.PostalCode],
  ] as const;
  for (const [column, value] of location) {
    if (value !== undefined) base.where((p) => `l.${column} = ${p}`, value);
  }

  const box = query.coordinates;
  if (box) {
    base.where((lo, hi) => `l.latitude BETWEEN ${lo} AND ${hi}`, box.bottom, box.top);
    if (box.left <= box.right) {
      base.where((lo, hi) => `l.longitude BETWEEN ${lo} AND ${hi}`, box.left, box.right);
    } else {
      // A view across the antimeridian: never in Texas, but a valid box all the same.
      base.where((lo, hi) => `(l.longitude >= ${lo} OR l.longitude <= ${hi})`, box.left, box.right);
    }
    if (box.geosearch && box.geosearch.length >= 3) {
      const polygon = `(${box.geosearch.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;
      base.where((p) => `point(l.longitude, l.latitude) <@ polygon(${p}::text)`, polygon);
    }
  }

  const minBeds = filters.minBedsCount ?? 0;
  const maxBeds = filters.maxBedsCount ?? 7;
  if (minBeds > 0) base.where((p) => `l.bedrooms_total >= ${p}`, minBeds);
  // 7 is the top of the beds list and reads as "7 or more".
  if (maxBeds < 7) base.where((p) => `l.bedrooms_total <= ${p}`, maxBeds);
  if ((filters.bath ?? 0) > 0) base.where((p) => `l.bathrooms_full >= ${p}`, filters.bath);

  for (const range of RANGES) {
    const min = more[range.min];
    const max = more[range.max];
    if (min !== undefined && min > range.floor) base.where((p) => `l.${range.column} >= ${p}`, min);
    if (max !== undefined && max < range.ceiling) base.where((p) => `l.${range.column} <= ${p}`, max);
  }

  const listedDate = more.listedDate ?? 4000;
  if (listedDate < 4000) {
    base.where((d, n) => `l.list_date >= ${d}::date - ${n}::int`, today, listedDate);
  }
  if (more.ourListings) base.where(() => 'l.rtlist = 1');
  if (more.PrimaryBedonMainState) base.where(() => 'l.main_level_bedrooms > 0');
  if (more.FireplaceState) base.where(() => 'l.fireplaces_total > 0');
  if (more.AccessibilityFeaturesState) base.where(() => 'l.accessibility_features IS NOT NULL');

  if (more.openHouses || more.From !== undefined || more.To !== undefined) {
    const from = more.From !== undefined && more.From > today ? more.From : today;
    if (more.To !== undefined) {
      base.where(
        (f, t) =>
          `EXISTS (SELECT 1 FROM open_houses o WHERE o.listing_key_numeric = l.listing_key_numeric AND o.open_date BETWEEN ${f}::date AND ${t}::date)`,
        from,
        more.To,
      );
    } else {
      base.where(
        (f) =>
          `EXISTS (SELECT 1 FROM open_houses o WHERE o.listing_key_numeric = l.listing_key_numeric AND o.open_date >= ${f}::date)`,
        from,
      );
    }
  }

  const baseClause = base.whereClause();
  const priceConditions: string[] = [];
  const ceiling = PRICE_CEILING[propertyType] ?? DEFAULT_PRICE_CEILING;
  const minPrice = Math.min(filters.minPrice ?? 0, filters.maxPrice ?? Number.POSITIVE_INFINITY);
  const maxPrice = Math.max(filters.minPrice ?? 0, filters.maxPrice ?? ceiling);
  // SPEC §5: a minimum above the maximum swaps them rather than matching nothing.
  if (minPrice > 0) priceConditions.push(`l.list_price >= ${base.param(minPrice)}`);
  if (maxPrice < ceiling) priceConditions.push(`l.list_price <= ${base.param(maxPrice)}`);

  return {
    builder: base,
    base: baseClause,
    price: priceConditions.length === 0 ? 'TRUE' : priceConditions.join(' AND '),
  };
}
