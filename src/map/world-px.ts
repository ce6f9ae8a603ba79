// maplibre-gl and mapbox-gl both draw the world as 512 px tiles at zoom 0 (Web Mercator).
const TILE_SIZE = 512;

/** The width of the whole world in px at `zoom`. */
export const worldSize = (zoom: number): number => TILE_SIZE * 2 ** zoom;

/** Where a coordinate lies on the world at `zoom`, px from its top-left corner (north-west). */
export function worldPx(lng: number, lat: number, zoom: number): { x: number; y: number } {
  const world = worldSize(zoom);
  return {
    x: ((lng + 180) / 360) * world,
    y: ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360) * world,
  };
}

/** The coordinate at world px (`x`, `y`) at `zoom`: the inverse of `worldPx`. */
export function fromWorldPx(x: number, y: number, zoom: number): { lng: number; lat: number } {
  const world = worldSize(zoom);
  return {
    lng: (x / world) * 360 - 180,
    lat: (360 / Math.PI) * Math.atan(Math.exp(((180 - (y * 360) / world) * Math.PI) / 180)) - 90,
  };
}
