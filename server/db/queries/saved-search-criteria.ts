import type { ListingsQuery } from '../../../src/contract';
import { STATUS_FLAGS } from '../../../src/lib/listings-filters/status-flags';

/** One row of SPEC §3's saved-search criteria. */
export interface CriteriaRow {
  column: string;
  operator: string;
  value: string | number | boolean | (string | number)[];
}

/** The saved search's location as SPEC's list shows it: the most specific place of the query. */
export interface CriteriaLocation {
  field_name: string | null;
  field_value: string | null;
}

const SQFT_PER_ACRE = 43_560;

/**
 * A listings query as SPEC §3's criteria rows ({ column, operator, value }) and location
 * (field_name / field_value), for backends' clients that read rows. Our widgets restore the stored query
 * itself, which says more (map area, open-house dates); the rows are its summary, derived, never edited.
 */
export function criteriaFromQuery(query: ListingsQuery): { rows: CriteriaRow[]; location: CriteriaLocation } {
  const rows: CriteriaRow[] = [];
  const { filters } = query;
  const more = query.moreFilters ?? {};
  const range = (column: string, min: number | undefined, max: number | undefined) => {
    if (min !== undefined && min > 0) rows.push({ column, operator: 'min', value: min });
    if (max !== undefined) rows.push({ column, operator: 'max', value: max });
  };
  rows.push({ column: 'PropertyType', operator: '=', value: more.propertyType ?? 'Residential' });
  if (more.subTypes?.length) rows.push({ column: 'PropertySubType', operator: 'in', value: more.subTypes });
  const statuses = STATUS_FLAGS.filter(({ flag }) => more.status?.[flag] === true).map(
    ({ status }) => status,
  );
  if (statuses.length > 0) rows.push({ column: 'MlsStatus', operator: 'in', value: statuses });
  range('ListPrice', filters.minPrice, filters.maxPrice);
  range('BedroomsTotal', filters.minBedsCount, filters.maxBedsCount);
  if ((filters.bath ?? 0) > 0)
    rows.push({ column: 'BathroomsFull', operator: '>=', value: filters.bath ?? 0 });
  range('AboveGradeFinishedArea', more.squareMin, more.squareMax);
  range(
    'LotSizeAcres',
    more.lotSizeMin === undefined ? undefined : more.lotSizeMin / SQFT_PER_ACRE,
    more.lotSizeMax === undefined ? undefined : more.lotSizeMax / SQFT_PER_ACRE,
  );
  range('GarageSpaces', more.garageMin, more.garageMax);
  range('YearBuilt', more.yearBuildMin, more.yearBuildMax);
  if (more.listedDate !== undefined && more.listedDate < 4000)
    rows.push({ column: 'DOM', operator: '<=', value: more.listedDate });
  if (more.FireplaceState) rows.push({ column: 'FireplaceYN', operator: '=', value: true });
  if (more.AccessibilityFeaturesState)
    rows.push({ column: 'AccessibilityFeatures', operator: '=', value: true });
  if (more.ourListings) rows.push({ column: 'rtlist', operator: '=', value: 1 });
  if (filters.PostalCode) rows.push({ column: 'PostalCode', operator: '=', value: filters.PostalCode });
  return { rows, location: locationOf(query) };
}

function locationOf({ filters }: ListingsQuery): CriteriaLocation {
  const places = [
    ['PostalCode', filters.PostalCode],
    ['City', filters.city],
    ['CountyOrParish', filters.county],
    ['Metro', filters.metro],
    ['Region', filters.region],
  ] as const;
  const place = places.find(([, value]) => value !== undefined);
  return { field_name: place?.[0] ?? null, field_value: place?.[1] ?? null };
}
