import type { MultiPolygon, Polygon } from 'geojson';
import { type GeoBounds, geoBounds } from '../../src/lib/geo/geo-bounds';
import type { Queryable } from '../db/db';
import { countyOutlines } from '../db/queries/county-outlines';
import type { Place } from '../db/queries/find-place';
import { placePoints } from '../db/queries/place-points';
import { bufferedHull } from '../geo/buffered-hull';
import { simplifyGeometry } from '../geo/simplify-geometry';
import { unionGeometries } from '../geo/union-geometries';

/** An area's outline with its box and an honest note of where it came from. */
export interface AreaOutline {
  geometry: Polygon | MultiPolygon;
  bounds: GeoBounds;
  /** True when the outline is our estimate rather than a published boundary (cities, ZIP codes). */
  approximate: boolean;
  source: string;
}

/** Outlines follow data imports, which happen at most a few times a day; an hour matches the HTTP cache. */
const TTL_MS = 3_600_000;
/** Widening of city and ZIP hulls, so a lone ZIP centre still covers its neighbourhood. */
const BUFFER_KM = 1;
/**
 * Douglas-Peucker tolerance as a share of the area's larger span: fitted to a ~1000 px map, 1/2000 is
 * half a pixel, so simplification is invisible and a whole region stays a few tens of KB.
 */
const SIMPLIFY_SHARE = 1 / 2000;
const CENSUS = 'U.S. Census Bureau cartographic boundary 1:10,000,000 (us-atlas)';

type Cache = Map<string, { expires: number; outline: Promise<AreaOutline | null> }>;
const caches = new WeakMap<Queryable, Cache>();

/**
 * The outline of `place`, built once and kept for an hour per database (a metro's or Texas's union is
 * worth keeping: Texas takes a few hundred ms). Concurrent callers share one build; a failed build is
 * forgotten so the next request retries. Null when the place has nothing to draw.
 */
export function areaOutline(db: Queryable, place: Place): Promise<AreaOutline | null> {
  const cache: Cache = caches.get(db) ?? new Map();
  caches.set(db, cache);
  const key = `${place.kind}/${place.subdomain}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit !== undefined && hit.expires > now) return hit.outline;
  const outline = buildOutline(db, place);
  cache.set(key, { expires: now + TTL_MS, outline });
  outline.catch(() => cache.delete(key));
  return outline;
}

async function buildOutline(db: Queryable, place: Place): Promise<AreaOutline | null> {
  const built = await rawOutline(db, place);
  if (built === null) return null;
  const box = geoBounds(built.geometry);
  if (box === null) return null;
  const tolerance = Math.max(box.maxLat - box.minLat, box.maxLng - box.minLng) * SIMPLIFY_SHARE;
  const geometry = simplifyGeometry(built.geometry, tolerance);
  return { ...built, geometry, bounds: geoBounds(geometry) ?? box };
}

async function rawOutline(db: Queryable, place: Place): Promise<Omit<AreaOutline, 'bounds'> | null> {
  if (place.kind === 'city' || place.kind === 'zip') {
    const { zipCentres, listings } = await placePoints(db, place.kind, place.subdomain);
    const geometry = bufferedHull([...zipCentres, ...listings], BUFFER_KM);
    const source =
      `Estimated, not an official boundary: convex hull of ${count(zipCentres.length, 'ZIP code centre')} ` +
      `and ${count(listings.length, 'listing location')}, widened by ${BUFFER_KM} km.`;
    return geometry && { geometry, approximate: true, source };
  }
  const outlines = await countyOutlines(db, place.kind, place.subdomain);
  const [only] = outlines;
  if (place.kind === 'county' || (outlines.length === 1 && only !== undefined)) {
    return only === undefined ? null : { geometry: only, approximate: false, source: `${CENSUS}.` };
  }
  const geometry = unionGeometries(outlines);
  const source = `Union of the outlines of its ${outlines.length} counties: ${CENSUS}.`;
  return geometry && { geometry, approximate: false, source };
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
