import type { GeoBox, MapCamera } from './map-adapter';

/** A map canvas's size, CSS px (what the engine reads from its container's clientWidth / clientHeight). */
export interface MapSize {
  readonly width: number;
  readonly height: number;
}

// maplibre-gl and mapbox-gl both draw the world as 512 px tiles at zoom 0 (Web Mercator).
const TILE_SIZE = 512;

const toX = (lng: number, world: number) => ((lng + 180) / 360) * world;
const toY = (lat: number, world: number) =>
  ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360) * world;
const toLng = (x: number, world: number) => (x / world) * 360 - 180;
const toLat = (y: number, world: number) =>
  (360 / Math.PI) * Math.atan(Math.exp(((180 - (y * 360) / world) * Math.PI) / 180)) - 90;

/**
 * The area a north-up, unpitched map of `size` shows at `camera`: the same box the engine reports once it
 * is drawn, worked out before its chunk has even loaded, so the list can ask for the map's view at once.
 */
export function cameraBox(camera: MapCamera, size: MapSize): GeoBox {
  const world = TILE_SIZE * 2 ** camera.zoom;
  const x = toX(camera.lng, world);
  const y = toY(camera.lat, world);
  return {
    north: toLat(y - size.height / 2, world),
    south: toLat(y + size.height / 2, world),
    east: toLng(x + size.width / 2, world),
    west: toLng(x - size.width / 2, world),
  };
}
