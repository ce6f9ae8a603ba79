import type { ListingsQuery } from '../../../src/contract';
import type { SqlBuilder } from './sql-builder';

type MoreFilters = NonNullable<ListingsQuery['moreFilters']>;
type RangeField = 'squareMin' | 'squareMax' | 'lotSizeMin' | 'lotSizeMax' | 'levelsMin' | 'levelsMax';
type Field = RangeField | 'garageMin' | 'garageMax' | 'yearBuildMin' | 'yearBuildMax';

interface Range {
  column: string;
  min: Field;
  max: Field;
  /** A minimum at or below this is no lower limit. */
  floor: number;
  /** A maximum at or above this is no upper limit. */
  top: number;
}

/**
 * The min/max filters of the "more filters" panel (SPEC §4/§5). A side at its default bound is no limit
 * at all, so listings missing the value (land has no year built or levels) stay in unless a real limit is
 * chosen. Two bounds are not the schema's: levels '3+' is 4 in the option list and means no maximum, and
 * the year-built maximum defaults to the current year, so that year (or later: new construction) is no
 * maximum either.
 */
export function rangesWhere(builder: SqlBuilder, more: MoreFilters, currentYear: number): void {
  const ranges: Range[] = [
    { column: 'above_grade_finished_area', min: 'squareMin', max: 'squareMax', floor: 0, top: 5_000_000 },
    { column: 'lot_size_sqft', min: 'lotSizeMin', max: 'lotSizeMax', floor: 0, top: 4_356_000_000 },
    { column: 'stories', min: 'levelsMin', max: 'levelsMax', floor: 0, top: 4 },
    { column: 'garage_spaces', min: 'garageMin', max: 'garageMax', floor: 0, top: 500 },
    { column: 'year_built', min: 'yearBuildMin', max: 'yearBuildMax', floor: 1799, top: currentYear },
  ];
  for (const range of ranges) {
    const min = more[range.min];
    const max = more[range.max];
    if (min !== undefined && min > range.floor) builder.where((p) => `l.${range.column} >= ${p}`, min);
    if (max !== undefined && max < range.top) builder.where((p) => `l.${range.column} <= ${p}`, max);
  }
}
