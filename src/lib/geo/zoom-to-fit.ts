import { MIN_ZOOM } from '../constants';
import type { GeoBounds } from './geo-bounds';

/** The map size an area is fitted to: the listings map is about 1000 px wide on a desktop. */
export const FIT_VIEWPORT = { width: 1000, height: 800, padding: 40 } as const;

/** Closer than this an area view shows single houses, which helps nobody choosing a place. */
export const FIT_MAX_ZOOM = 15;

/** Web Mercator y of a latitude as a fraction of the world's height (0 at the top). */
function mercatorY(lat: number): number {
  const phi = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
}

/**
 * The largest whole zoom at which all of `bounds` is visible on a map of `viewport` pixels centred on
 * `center` (which need not be the middle of the box: a county's centroid or a metro's population centre
 * is a better place to look at than the middle of its box). At zoom z the world is 256·2^z px wide.
 */
export function zoomToFit(
  bounds: GeoBounds,
  center: { lat: number; lng: number },
  viewport: { width: number; height: number; padding: number } = FIT_VIEWPORT,
): number {
  // Centred on `center`, the view must reach the farther edge on each side.
  const halfX = Math.max(center.lng - bounds.minLng, bounds.maxLng - center.lng, 0) / 360;
  const cy = mercatorY(center.lat);
  const halfY = Math.max(mercatorY(bounds.minLat) - cy, cy - mercatorY(bounds.maxLat), 0);
  const width = viewport.width - 2 * viewport.padding;
  const height = viewport.height - 2 * viewport.padding;
  const zx = halfX > 0 ? Math.log2(width / (2 * halfX * 256)) : Infinity;
  const zy = halfY > 0 ? Math.log2(height / (2 * halfY * 256)) : Infinity;
  const zoom = Math.floor(Math.min(zx, zy));
  return Math.max(MIN_ZOOM, Math.min(FIT_MAX_ZOOM, Number.isFinite(zoom) ? zoom : FIT_MAX_ZOOM));
}
