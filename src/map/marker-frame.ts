import type { MarkerFrame } from './clear-spot';
import type { MapCamera } from './map-adapter';
import { worldPx } from './world-px';

/**
 * The map's frame as its markers see it (clearSpot): where the engine draws `canvas` at `camera`, in world
 * px, and the boxes of the elements `over` it, read from the page as they stand now. Null for a map not
 * laid out (a phone's list view): there is nothing to judge its markers by.
 */
export function markerFrame(
  canvas: Element,
  camera: MapCamera,
  over: readonly Element[],
): MarkerFrame | null {
  const frame = canvas.getBoundingClientRect();
  if (frame.width === 0 || frame.height === 0) return null;
  const centre = worldPx(camera.lng, camera.lat, camera.zoom);
  const controls = over
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
    .map((box) => ({
      left: box.left - frame.left,
      top: box.top - frame.top,
      right: box.right - frame.left,
      bottom: box.bottom - frame.top,
    }));
  return {
    left: centre.x - frame.width / 2,
    top: centre.y - frame.height / 2,
    width: frame.width,
    height: frame.height,
    controls,
  };
}
