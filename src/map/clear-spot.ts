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

/**
 * Where a marker centred at (`x`, `y`) in frame px, `halfWidth` × `halfHeight` in size, can stand whole
 * inside the frame and clear of its controls, so that it can be seen and clicked in full (WCAG 2.5.8: the
 * frame's edge or a control over it would leave a sliver). It moves as little as it must, never so far
 * that its own spot leaves its box (a tag still covers its home); null when no such place exists (deep
 * under a control, or its spot outside the frame): the marker is left out until the map moves.
 */
export function clearSpot(
  x: number,
  y: number,
  halfWidth: number,
  halfHeight: number,
  frame: MarkerFrame,
): { x: number; y: number } | null {
  // Markers stand on whole px (rounded by the engine): GAP keeps a rounded one inside the frame too.
  const [minX, maxX] = [halfWidth + GAP, frame.width - halfWidth - GAP];
  const [minY, maxY] = [halfHeight + GAP, frame.height - halfHeight - GAP];
  const inFrame = (cx: number, cy: number) => ({
    x: Math.min(Math.max(cx, minX), maxX),
    y: Math.min(Math.max(cy, minY), maxY),
  });
  const start = inFrame(x, y);
  // From the spot kept inside the frame, each way out of each control it would touch.
  const candidates = [start];
  for (const box of frame.controls) {
    if (!touches(box, start.x, start.y, halfWidth, halfHeight)) continue;
    candidates.push(
      inFrame(box.left - GAP - halfWidth, start.y),
      inFrame(box.right + GAP + halfWidth, start.y),
      inFrame(start.x, box.top - GAP - halfHeight),
      inFrame(start.x, box.bottom + GAP + halfHeight),
    );
  }
  const fits = (spot: { x: number; y: number }) =>
    Math.abs(spot.x - x) <= halfWidth &&
    Math.abs(spot.y - y) <= halfHeight &&
    spot.x >= minX &&
    spot.x <= maxX &&
    spot.y >= minY &&
    spot.y <= maxY &&
    frame.controls.every((box) => !touches(box, spot.x, spot.y, halfWidth, halfHeight));
  const moved = (spot: { x: number; y: number }) => Math.hypot(spot.x - x, spot.y - y);
  return (
    candidates
      .filter(fits)
      .sort((a, b) => moved(a) - moved(b))
      .at(0) ?? null
  );
}

function touches(box: FrameBox, x: number, y: number, halfWidth: number, halfHeight: number): boolean {
  return (
    x + halfWidth + GAP > box.left &&
    x - halfWidth - GAP < box.right &&
    y + halfHeight + GAP > box.top &&
    y - halfHeight - GAP < box.bottom
  );
}
