import { allOf, type Bitmap, bitmapOf } from './bitmap';
import { dayNumber, PLACE_COLUMNS, RANGE_COLUMNS } from './indexed-listing';
import { askedFlags, type ListingColumns } from './listing-columns';
import type { ListingsCriteria } from './listings-criteria';

/** Condition bitmaps kept at most: 12.5 KB each at 100,000 listings. */
const MAX_BITMAPS = 512;

/**
 * The live slots passing the type, status, sub-type, place, range, listing-date and feature conditions
 * of `criteria`, as the AND of one bitmap per condition. Each condition's bitmap is worked out once (a
 * pass over every listing) and kept in `kept` until the listings change, so a search over all of Texas
 * costs a few thousand word operations plus its matches, where testing every listing cost milliseconds:
 * the screens offer a few dozen values per filter, so the same conditions come back again and again.
 * The open-house window, the drawn area and a favorites list are left to the caller.
 */
export function conditionBitmap(
  columns: ListingColumns,
  kept: Map<string, Bitmap>,
  criteria: ListingsCriteria,
): Bitmap {
  const bitmap = (name: string, has: (slot: number) => boolean): Bitmap => {
    let found = kept.get(name);
    if (found === undefined) {
      // Starting over is cheap next to any search.
      if (kept.size >= MAX_BITMAPS) kept.clear();
      found = bitmapOf(columns.used, has);
      kept.set(name, found);
    }
    return found;
  };
  const codesOf = (values: readonly string[]) =>
    values
      .map((value) => columns.codeOf(value) ?? -1)
      .filter((code) => code >= 0)
      .sort((a, b) => a - b);

  const propertyType = columns.codeOf(criteria.propertyType) ?? -1;
  const statuses = codesOf(criteria.statuses);
  const parts = [
    bitmap(
      `type ${propertyType}`,
      (slot) => columns.live[slot] === 1 && columns.propertyType[slot] === propertyType,
    ),
    bitmap(`status ${statuses.join(',')}`, (slot) => statuses.includes(columns.status[slot] as number)),
  ];
  if (criteria.subTypes) {
    const subTypes = codesOf(criteria.subTypes);
    parts.push(
      bitmap(`sub-type ${subTypes.join(',')}`, (slot) => subTypes.includes(columns.subType[slot] as number)),
    );
  }
  for (const { column, value } of criteria.places) {
    const values = columns.places[PLACE_COLUMNS.indexOf(column)] as Int32Array;
    const code = columns.codeOf(value) ?? -2;
    parts.push(bitmap(`${column} ${code}`, (slot) => values[slot] === code));
  }
  for (const { column, min, max } of criteria.ranges) {
    const values = columns.ranges[RANGE_COLUMNS.indexOf(column)] as Float64Array;
    if (min !== undefined)
      parts.push(bitmap(`${column} >= ${min}`, (slot) => (values[slot] as number) >= min));
    if (max !== undefined)
      parts.push(bitmap(`${column} <= ${max}`, (slot) => (values[slot] as number) <= max));
  }
  if (criteria.listedSince !== undefined) {
    const since = dayNumber(criteria.listedSince);
    parts.push(bitmap(`listed ${since}`, (slot) => (columns.listDay[slot] as number) >= since));
  }
  const flags = askedFlags(criteria);
  if (flags !== 0) {
    parts.push(bitmap(`flags ${flags}`, (slot) => ((columns.flags[slot] as number) & flags) === flags));
  }
  return allOf(parts);
}
