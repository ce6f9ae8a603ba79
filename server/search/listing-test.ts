import { type CrossingEdge, polygonCrossingEdges } from '../../src/lib/geo/polygon-crossing-edges';
import { dayNumber, PLACE_COLUMNS, RANGE_COLUMNS } from './indexed-listing';
import { askedFlags, type ListingColumns } from './listing-columns';
import type { ListingsCriteria } from './listings-criteria';

/** The match is narrowed to these listings (a client's favorites), or not at all (undefined). */
export type OnlyKeys = ReadonlySet<number> | undefined;

/**
 * The test of one slot of `columns` against every condition of `criteria` but the price (and against
 * `only`), or undefined when nothing can match: a type or a place no listing has. The conditions are
 * evaluated on the same doubles as the SQL of `listingsWhere`, so both agree on every listing.
 */
export function listingTest(
  columns: ListingColumns,
  criteria: ListingsCriteria,
  only: OnlyKeys,
): ((slot: number) => boolean) | undefined {
  const propertyType = columns.codeOf(criteria.propertyType);
  if (propertyType === undefined) return undefined;
  const statusOk = columns.lookup(criteria.statuses);
  const subTypeOk = criteria.subTypes && columns.lookup(criteria.subTypes);
  const placeColumns: Int32Array[] = [];
  const placeCodes: number[] = [];
  for (const { column, value } of criteria.places) {
    const code = columns.codeOf(value);
    if (code === undefined) return undefined;
    placeColumns.push(columns.places[PLACE_COLUMNS.indexOf(column)] as Int32Array);
    placeCodes.push(code);
  }
  const rangeColumns = criteria.ranges.map(
    ({ column }) => columns.ranges[RANGE_COLUMNS.indexOf(column)] as Float64Array,
  );
  const rangeMin = criteria.ranges.map(({ min }) => min ?? Number.NEGATIVE_INFINITY);
  const rangeMax = criteria.ranges.map(({ max }) => max ?? Number.POSITIVE_INFINITY);
  const box = criteria.box;
  const [south, north, west, east] = box ? [box.bottom, box.top, box.left, box.right] : [0, 0, 0, 0];
  const ring = criteria.ring && ringTest(criteria.ring);
  const listedSince =
    criteria.listedSince === undefined ? Number.NEGATIVE_INFINITY : dayNumber(criteria.listedSince);
  const flags = askedFlags(criteria);
  const open = criteria.openHouse && {
    from: dayNumber(criteria.openHouse.from),
    to: criteria.openHouse.to === undefined ? Number.POSITIVE_INFINITY : dayNumber(criteria.openHouse.to),
  };
  // Locals, not fields: the test runs for up to every listing of every search.
  const { propertyType: typeOf, status: statusOf, subType: subTypeOf, latitude, longitude } = columns;
  const { listDay, flags: flagsOf, openDays, key } = columns;

  return (slot) => {
    if (typeOf[slot] !== propertyType || statusOk[statusOf[slot] as number] !== 1) return false;
    if (subTypeOk !== undefined && subTypeOk[subTypeOf[slot] as number] !== 1) return false;
    const lat = latitude[slot] as number;
    const lng = longitude[slot] as number;
    if (box !== undefined) {
      if (!(lat >= south && lat <= north)) return false;
      if (west <= east ? !(lng >= west && lng <= east) : !(lng >= west || lng <= east)) return false;
    }
    for (let i = 0; i < placeCodes.length; i++) {
      if ((placeColumns[i] as Int32Array)[slot] !== placeCodes[i]) return false;
    }
    for (let i = 0; i < rangeColumns.length; i++) {
      const value = (rangeColumns[i] as Float64Array)[slot] as number;
      // NaN (no value) fails both comparisons, as NULL does in SQL.
      if (!(value >= (rangeMin[i] as number) && value <= (rangeMax[i] as number))) return false;
    }
    if ((listDay[slot] as number) < listedSince) return false;
    if (((flagsOf[slot] as number) & flags) !== flags) return false;
    if (ring !== undefined && !ring(lng, lat)) return false;
    if (open !== undefined && !hasDayWithin(openDays[slot], open.from, open.to)) return false;
    if (only !== undefined && !only.has(key[slot] as number)) return false;
    return true;
  };
}

/**
 * "(lng, lat) lies inside the ring": its bounding box, then ray casting over the same edges and the same
 * float arithmetic as `polygonWhere`'s SQL and `pointInPolygon`, so all three agree on every point.
 */
function ringTest(ring: ListingsCriteria['ring'] & object): (lng: number, lat: number) => boolean {
  const edges: CrossingEdge[] = polygonCrossingEdges(ring);
  if (edges.length === 0) return () => false;
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  const [west, east, south, north] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  return (lng, lat) => {
    if (!(lat >= south && lat <= north && lng >= west && lng <= east)) return false;
    let inside = false;
    for (const edge of edges) {
      if (edge.y > lat !== edge.yEnd > lat && lng < edge.x + (lat - edge.y) * edge.slope) inside = !inside;
    }
    return inside;
  };
}

function hasDayWithin(days: Int32Array | undefined, from: number, to: number): boolean {
  if (days === undefined) return false;
  for (const day of days) if (day >= from && day <= to) return true;
  return false;
}
