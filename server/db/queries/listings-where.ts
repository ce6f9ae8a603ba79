import type { ListingsQuery } from '../../../src/contract';
import { type ListingsCriteria, listingsCriteria } from '../../search/listings-criteria';
import { openHouseWhere } from './open-house-where';
import { polygonWhere } from './polygon-where';
import { SqlBuilder } from './sql-builder';

export interface ListingsWhere {
  builder: SqlBuilder;
  /** Every condition except price: the set `price_range` is computed over. */
  base: string;
  /** The price condition alone ('TRUE' when the price is unrestricted). */
  price: string;
}

/**
 * Turns a validated listings query into SQL conditions over `listings` (aliased `l`). `today` is the
 * 'YYYY-MM-DD' date that "listed in the last N days", open-house windows and "built up to this year"
 * count from. What each filter means is `listingsCriteria`'s to say; this only writes it as SQL. Every
 * value travels as a parameter.
 */
export function listingsWhere(query: ListingsQuery, today: string): ListingsWhere {
  const criteria = listingsCriteria(query, today);
  const base = new SqlBuilder();

  base.where((p) => `l.property_type = ${p}`, criteria.propertyType);
  if (criteria.subTypes) base.where((p) => `l.property_sub_type = ANY(${p}::text[])`, criteria.subTypes);
  base.where((p) => `l.mls_status = ANY(${p}::text[])`, criteria.statuses);
  for (const { column, value } of criteria.places) base.where((p) => `l.${column} = ${p}`, value);

  const { box, ring } = criteria;
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
  }
  if (ring) base.where(() => polygonWhere(base, ring));

  for (const { column, min, max } of criteria.ranges) {
    if (min !== undefined) base.where((p) => `l.${column} >= ${p}`, min);
    if (max !== undefined) base.where((p) => `l.${column} <= ${p}`, max);
  }
  if (criteria.listedSince !== undefined) {
    base.where((d) => `l.list_date >= ${d}::date`, criteria.listedSince);
  }
  if (criteria.ourListings) base.where(() => 'l.rtlist = 1');
  if (criteria.primaryBedOnMain) base.where(() => 'l.main_level_bedrooms > 0');
  if (criteria.fireplace) base.where(() => 'l.fireplaces_total > 0');
  if (criteria.accessibility) base.where(() => 'l.accessibility_features IS NOT NULL');
  if (criteria.openHouse) openHouseWhere(base, criteria.openHouse);
  const baseClause = base.whereClause();
  return { builder: base, base: baseClause, price: priceWhere(base, criteria.price) };
}

function priceWhere(builder: SqlBuilder, { min, max }: ListingsCriteria['price']): string {
  const conditions: string[] = [];
  if (min !== undefined) conditions.push(`l.list_price >= ${builder.param(min)}`);
  if (max !== undefined) conditions.push(`l.list_price <= ${builder.param(max)}`);
  return conditions.length === 0 ? 'TRUE' : conditions.join(' AND ');
}
