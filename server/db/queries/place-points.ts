import type { Pair } from '../../geo/convex-hull';
import type { Queryable } from '../db';

/**
 * How far (degrees, about 10 km) a listing may lie from its own ZIP centre and still shape an outline: a
 * feed's mis-geocoded listing must not stretch a city across the state.
 */
const NEAR = 0.1;

const LISTINGS: Record<'city' | 'zip', string> = {
  city: 'l.city_subdomain = $1::text',
  zip: 'l.postal_code = $1::text',
};
const ZIPS: Record<'city' | 'zip', string> = { city: 'p.city = $1::text', zip: 'p.code = $1::text' };

/** The points ([lng, lat]) an approximate city or ZIP outline is drawn around. */
export interface PlacePoints {
  zipCentres: Pair[];
  listings: Pair[];
}

/** The ZIP centres of a city (or the one of a ZIP code) and the locations of its listings. */
export async function placePoints(
  db: Queryable,
  kind: 'city' | 'zip',
  subdomain: string,
): Promise<PlacePoints> {
  const zips = await db.query<{ lng: number; lat: number }>(
    `SELECT p.center_lng AS lng, p.center_lat AS lat FROM postal_codes p WHERE ${ZIPS[kind]} ORDER BY p.code`,
    [subdomain],
  );
  const listings = await db.query<{ lng: number; lat: number }>(
    `SELECT l.longitude AS lng, l.latitude AS lat
       FROM listings l JOIN postal_codes p ON p.code = l.postal_code
      WHERE ${LISTINGS[kind]}
        AND abs(l.latitude - p.center_lat) < ${NEAR} AND abs(l.longitude - p.center_lng) < ${NEAR}`,
    [subdomain],
  );
  const pair = (row: { lng: number; lat: number }): Pair => [row.lng, row.lat];
  return { zipCentres: zips.rows.map(pair), listings: listings.rows.map(pair) };
}
