import type { LngLat } from '../lib/geo/polygon-crossing-edges';
import type { GeoBox } from './map-adapter';

/** The box around a drawn area, for fitting the map to it. */
export function drawBox(ring: readonly LngLat[]): GeoBox {
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  return {
    north: Math.max(...lats),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    west: Math.min(...lngs),
  };
}
