import { describe, expect, it } from 'vitest';
import { clearSpot, type MarkerFrame } from '../../../src/map/clear-spot';

/** A 600 × 700 map with the listings map's controls: place search, zoom buttons, Draw, attribution. */
const frame: MarkerFrame = {
  left: 0,
  top: 0,
  width: 600,
  height: 700,
  controls: [
    { left: 10, top: 10, right: 330, bottom: 48 },
    { left: 561, top: 10, right: 590, bottom: 68 },
    { left: 10, top: 658, right: 90, bottom: 690 },
    { left: 566, top: 666, right: 590, bottom: 690 },
  ],
};

describe('clearSpot (a marker whole on the map, clear of its controls)', () => {
  it('leaves a marker in the open where it is', () => {
    expect(clearSpot(300, 350, 15, 15, frame)).toEqual({ x: 300, y: 350 });
  });

  it("draws a cluster cut by the frame's edge whole, moved in by no more than it must", () => {
    // A 40 px cluster whose spot is 5 px from the left edge: half of it would hang outside the map.
    expect(clearSpot(5, 350, 20, 20, frame)).toEqual({ x: 22, y: 350 });
    expect(clearSpot(300, 695, 20, 20, frame)).toEqual({ x: 300, y: 678 });
  });

  it('moves a marker the zoom buttons would half cover out from under them, the shortest way', () => {
    // A 30 px cluster whose right half lies under the zoom buttons (x 561–590): moved left.
    expect(clearSpot(556, 40, 15, 15, frame)).toEqual({ x: 544, y: 40 });
    // A tag whose top edge lies under the place search (bottom 48): moved down.
    expect(clearSpot(200, 55, 25, 13, frame)).toEqual({ x: 200, y: 63 });
  });

  it('moves a tag deep under the place search out below it: shown, never left out', () => {
    expect(clearSpot(150, 29, 25, 13, frame)).toEqual({ x: 150, y: 63 });
    // Under the search's right end, the way out is past its end, clear of the zoom buttons too.
    expect(clearSpot(320, 20, 25, 13, frame)).toEqual({ x: 357, y: 20 });
  });

  it('finds a way out between two controls side by side', () => {
    const crowded: MarkerFrame = {
      ...frame,
      controls: [
        { left: 10, top: 10, right: 330, bottom: 48 },
        { left: 332, top: 10, right: 400, bottom: 48 },
      ],
    };
    const spot = clearSpot(328, 20, 25, 13, crowded);
    expect(spot).toEqual({ x: 328, y: 63 });
  });

  it('leaves out only a marker whose spot is off the map (not in its view)', () => {
    expect(clearSpot(-20, 350, 15, 15, frame)).toBeNull();
    expect(clearSpot(300, 701, 15, 15, frame)).toBeNull();
  });
});
