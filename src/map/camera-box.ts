import type { GeoBox, MapCamera } from './map-adapter';
import { fromWorldPx, worldPx } from './world-px';

/** A map canvas's size, CSS px (what the engine reads from its container's clientWidth / clientHeight). */
export interface MapSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The area a north-up, unpitched map of `size` shows at `camera`: the same box the engine reports once it
 * is drawn, worked out before its chunk has even loaded, so the list can ask for the map's view at once.
 */
export function cameraBox(camera: MapCamera, size: MapSize): GeoBox {
  const { x, y } = worldPx(camera.lng, camera.lat, camera.zoom);
  const northWest = fromWorldPx(x - size.width / 2, y - size.height / 2, camera.zoom);
  const southEast = fromWorldPx(x + size.width / 2, y + size.height / 2, camera.zoom);
  return { north: northWest.lat, south: southEast.lat, east: southEast.lng, west: northWest.lng };
}
