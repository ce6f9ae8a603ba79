import { type ListingsQuery, MAX_PRICE_BY_PROPERTY_TYPE } from '../../../src/contract';
import { DEFAULT_STATUS_FLAGS, STATUS_FLAGS } from '../../../src/lib/listings-filters/status-flags';
import { openHouseWhere } from './open-house-where';
import { polygonWhere } from './polygon-where';
import { rangesWhere } from './ranges-where';
import { SqlBuilder } from './sql-builder';
import { subTypeSpellings } from './sub-type-spellings';

// SPEC §4: no status chosen means the default set (Active and Coming Soon), never "nothing".
const DEFAULT_STATUSES = STATUS_FLAGS.filter(({ flag }) => DEFAULT_STATUS_FLAGS[flag]).map(
  ({ status }) => status,
);

/** 7 is the top of the beds list and reads as "7 or more" (SPEC §5). */
const BEDS_TOP = 7;

export interface ListingsWhere {
  builder: SqlBuilder;
  /** Every condition except price: the set `price_range` is computed over. */
  base: string;
  /** The price condition alone ('TRUE' when the price is unrestricted). */
  price: string;
}

export interface ListingsWhereOptions {
  /** `filterBy: 'favorite'`: only this client's favorites (a ClientID the route took from the session). */
  favoritesOf?: number | undefined;
}

/**
 * Turns a validated listings query into SQL conditions over `listings` (aliased `l`). `today` is the
 * 'YYYY-MM-DD' date that "listed in the last N days", open-house windows and "built up to this year"
 * count from. Every value travels as a parameter.
 */
export function listingsWhere(
  query: ListingsQuery,
  today: string,
  { favoritesOf }: ListingsWhereOptions = {},
): ListingsWhere {
  const base = new SqlBuilder();
  const { filters } = query;
  const more = query.moreFilters ?? {};
  const propertyType = more.propertyType ?? 'Residential';

  base.where((p) => `l.property_type = ${p}`, propertyType);
  if (more.subTypes && more.subTypes.length > 0) {
    base.where((p) => `l.property_sub_type = ANY(${p}::text[])`, subTypeSpellings(more.subTypes));
  }

  // No status chosen means the defaults (SPEC §4), not "nothing".
  const chosen = STATUS_FLAGS.filter(({ flag }) => more.status?.[flag] === true).map(({ status }) => status);
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
    base.where((lo, hi) => `l.latitude BETWEEN ${lo}::float8 AND ${hi}::float8`, box.bottom, box.top);
    if (box.left <= box.right) {
      base.where((lo, hi) => `l.longitude BETWEEN ${lo}::float8 AND ${hi}::float8`, box.left, box.right);
    } else {
      // A view across the antimeridian: never in Texas, but a valid box all the same.
      base.where(
        (lo, hi) => `(l.longitude >= ${lo}::float8 OR l.longitude <= ${hi}::float8)`,
        box.left,
        box.right,
      );
    }
    if (box.geosearch) base.where(() => polygonWhere(base, box.geosearch ?? []));
  }

  const minBeds = filters.minBedsCount ?? 0;
  const maxBeds = filters.maxBedsCount ?? BEDS_TOP;
  if (minBeds > 0) base.where((p) => `l.bedrooms_total >= ${p}`, minBeds);
  if (maxBeds < BEDS_TOP) base.where((p) => `l.bedrooms_total <= ${p}`, maxBeds);
  if ((filters.bath ?? 0) > 0) base.where((p) => `l.bathrooms_full >= ${p}`, filters.bath);

  rangesWhere(base, more, Number(today.slice(0, 4)));

  const listedDate = more.listedDate ?? 4000;
  if (listedDate < 4000) {
    base.where((d, n) => `l.list_date >= ${d}::date - ${n}::int`, today, listedDate);
  }
  if (more.ourListings) base.where(() => 'l.rtlist = 1');
  if (more.PrimaryBedonMainState) base.where(() => 'l.main_level_bedrooms > 0');
  if (more.FireplaceState) base.where(() => 'l.fireplaces_total > 0');
  if (more.AccessibilityFeaturesState) base.where(() => 'l.accessibility_features IS NOT NULL');
  openHouseWhere(base, more, today);
  if (favoritesOf !== undefined) {
    base.where(
      (client) => `l.listing_key_numeric IN (SELECT s.listing_key_numeric FROM saved_listings s
                     WHERE s.client_id = ${client} AND s.gateway_desc = 'favorite')`,
      favoritesOf,
    );
  }

  const baseClause = base.whereClause();
  return { builder: base, base: baseClause, price: priceWhere(base, query, propertyType) };
}

/**
 * SPEC §4/§5 price rules: a maximum at (or above) the type's ceiling means "no upper limit" ('X - Any'),
 * and a minimum above a real maximum swaps with it rather than matching nothing.
 */
function priceWhere(
  builder: SqlBuilder,
  query: ListingsQuery,
  propertyType: keyof typeof MAX_PRICE_BY_PROPERTY_TYPE,
) {
  const ceiling = MAX_PRICE_BY_PROPERTY_TYPE[propertyType];
  const asked = query.filters.maxPrice ?? ceiling;
  const max = asked >= ceiling ? Number.POSITIVE_INFINITY : asked;
  const min = query.filters.minPrice ?? 0;
  const [low, high] = min > max ? [max, min] : [min, max];
  const conditions: string[] = [];
  if (low > 0) conditions.push(`l.list_price >= ${builder.param(low)}`);
  if (high < Number.POSITIVE_INFINITY) conditions.push(`l.list_price <= ${builder.param(high)}`);
  return conditions.length === 0 ? 'TRUE' : conditions.join(' AND ');
}
