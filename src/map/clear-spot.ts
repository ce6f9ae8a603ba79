/** A box in px from the map frame's top-left corner. */
export interface FrameBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The map's frame as its markers see it: where its top-left corner lies in world px (512-pixel tiles, at
 * the zoom the markers are placed for), its size, and the boxes of what stands over the map (place search,
 * zoom buttons, Draw, attribution, notes), in px from that corner.
 */
export interface MarkerFrame {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly controls: readonly FrameBox[];
}

/** The least room between two markers, or a marker and a control or the frame's edge, px. */
export const MARKER_GAP = 2;
const GAP = MARKER_GAP;

interface Spot {
  readonly x: number;
  readonly y: number;
}

/**
 * Where a marker whose spot is (`x`, `y`) in frame px, `halfWidth` × `halfHeight` in size, stands whole
 * inside the frame and clear of its controls, so that it can be seen and clicked in full (WCAG 2.5.8: the
 * frame's edge or a control over it would leave a sliver). It moves as little as it must: in from an
 * edge, out from under a control (past a second one beside it if need be), never lost. Null only when the
 * spot lies outside the frame: that listing is not in the map's view.
 */
export function clearSpot(
  x: number,
  y: number,
  halfWidth: number,
  halfHeight: number,
  frame: MarkerFrame,
): Spot | null {
  if (x < 0 || x > frame.width || y < 0 || y > frame.height) return null;
  // Markers stand on whole px (rounded by the engine): GAP keeps a rounded one inside the frame too.
  const [minX, maxX] = [halfWidth + GAP, frame.width - halfWidth - GAP];
  const [minY, maxY] = [halfHeight + GAP, frame.height - halfHeight - GAP];
  const inFrame = (cx: number, cy: number): Spot => ({
    x: Math.max(minX, Math.min(cx, maxX)),
    y: Math.max(minY, Math.min(cy, maxY)),
  });
  const under = (spot: Spot) =>
    frame.controls.filter((box) => touches(box, spot.x, spot.y, halfWidth, halfHeight));
  const start = inFrame(x, y);
  // Each way out of each control the spot would touch, and from there out of the next one it meets.
  let ring = [start];
  const candidates = [start];
  for (let step = 0; step < 2; step++) {
    ring = ring.flatMap((spot) =>
      under(spot).flatMap((box) => [
        inFrame(box.left - GAP - halfWidth, spot.y),
        inFrame(box.right + GAP + halfWidth, spot.y),
        inFrame(spot.x, box.top - GAP - halfHeight),
        inFrame(spot.x, box.bottom + GAP + halfHeight),
      ]),
    );
    candidates.push(...ring);
  }
  const moved = (spot: Spot) => Math.hypot(spot.x - x, spot.y - y);
  const clear = candidates.filter((spot) => under(spot).length === 0).sort((a, b) => moved(a) - moved(b));
  // A frame too small to hold the marker clear of every control still shows it, as near as it can.
  return clear[0] ?? start;
}

function touches(box: FrameBox, x: number, y: number, halfWidth: number, halfHeight: number): boolean {
  return (
    x + halfWidth + GAP > box.left &&
    x - halfWidth - GAP < box.right &&
    y + halfHeight + GAP > box.top &&
    y - halfHeight - GAP < box.bottom
  );
}
