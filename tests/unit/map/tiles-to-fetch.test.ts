import { describe, expect, it } from 'vitest';
import type { GeoBox } from '../../../src/map/map-adapter';
import { tileSize, tilesToFetch } from '../../../src/map/tiles-to-fetch';

// Austin at zoom 10 in a 800 × 700 px map: about 1.1° by 0.8°.
const austin: GeoBox = { north: 30.67, south: 29.87, east: -97.18, west: -98.28 };
const shifted = (box: GeoBox, east: number, north = 0): GeoBox => ({
  north: box.north + north,
  south: box.south + north,
  east: box.east + east,
  west: box.west + east,
});
const inside = (outer: GeoBox, inner: GeoBox) =>
  outer.west <= inner.west &&
  outer.east >= inner.east &&
  outer.south <= inner.south &&
  outer.north >= inner.north;
const overlap = (a: GeoBox, b: GeoBox) =>
  a.west < b.east && b.west < a.east && a.south < b.north && b.south < a.north;
const area = (box: GeoBox) => (box.east - box.west) * (box.north - box.south);

describe('tileSize', () => {
  it('is the largest 360 / 2^k within an eighth of the longer side', () => {
    expect(tileSize(austin)).toBe(360 / 4096);
    expect(tileSize({ north: 36.5, south: 25.8, east: -93.5, west: -106.6 })).toBe(360 / 256);
  });
});

describe('tilesToFetch', () => {
  it('fetches a first view as one rectangle on the grid, a little larger than the view', () => {
    const size = tileSize(austin);
    const areas = tilesToFetch(austin, []);
    expect(areas).toHaveLength(1);
    const [first] = areas as [GeoBox];
    expect(inside(first, austin)).toBe(true);
    for (const edge of [first.north, first.south, first.east, first.west])
      expect(Number.isInteger(edge / size)).toBe(true);
    // At most one cell beyond the view on each side.
    expect(first.east - austin.east).toBeLessThan(size);
    expect(austin.west - first.west).toBeLessThan(size);
    expect(area(first)).toBeLessThan(area(austin) * 1.4);
  });

  it('fetches only the strip a pan brings into view, and nothing when the map comes back', () => {
    const held = tilesToFetch(austin, []);
    const east = shifted(austin, 0.2);
    const strip = tilesToFetch(east, held);
    expect(strip).toHaveLength(1);
    const [part] = strip as [GeoBox];
    expect(part.west).toBe(held[0]?.east);
    expect(part.east).toBeGreaterThanOrEqual(east.east);
    expect(part.south).toBe(held[0]?.south);
    expect(area(part)).toBeLessThan(area(austin) * 0.4);
    expect(tilesToFetch(austin, [...held, ...strip])).toEqual([]);
    expect(tilesToFetch(east, [...held, ...strip])).toEqual([]);
  });

  it('fetches a diagonal pan as two rectangles that overlap neither each other nor what is held', () => {
    const held = tilesToFetch(austin, []);
    const parts = tilesToFetch(shifted(austin, 0.2, 0.15), held);
    expect(parts).toHaveLength(2);
    expect(overlap(parts[0] as GeoBox, parts[1] as GeoBox)).toBe(false);
    for (const part of parts) expect(overlap(part, held[0] as GeoBox)).toBe(false);
    expect(tilesToFetch(shifted(austin, 0.2, 0.15), [...held, ...parts])).toEqual([]);
  });

  it('fetches nothing for a zoom in, and for a zoom out only cells not already covered, together or alone', () => {
    const held = tilesToFetch(austin, []);
    const zoomedIn: GeoBox = { north: 30.4, south: 30.2, east: -97.6, west: -97.9 };
    expect(tilesToFetch(zoomedIn, held)).toEqual([]);
    // Held in two halves that meet in the middle: a coarser cell across the seam is still covered.
    const size = tileSize(austin);
    const seam = Math.round((austin.west + austin.east) / 2 / size) * size;
    const halves = [
      { ...(held[0] as GeoBox), east: seam },
      { ...(held[0] as GeoBox), west: seam },
    ];
    expect(tilesToFetch(austin, halves)).toEqual([]);
    const zoomedOut: GeoBox = { north: 31.1, south: 29.5, east: -96.6, west: -98.8 };
    // A zoom out's cells are twice as wide: one the seam crosses (an odd multiple of the fine size) is
    // covered by the two halves together, so the halves ask for exactly what the whole would.
    expect(tileSize(zoomedOut)).toBe(2 * size);
    const whole = held[0] as GeoBox;
    const oddSeam = (2 * Math.floor((whole.west + whole.east) / 4 / size) + 1) * size;
    const oddHalves = [
      { ...whole, east: oddSeam },
      { ...whole, west: oddSeam },
    ];
    expect(tilesToFetch(zoomedOut, oddHalves)).toEqual(tilesToFetch(zoomedOut, held));
    const parts = tilesToFetch(zoomedOut, held);
    expect(parts.length).toBeGreaterThan(0);
    const total = parts.reduce((sum, part) => sum + area(part), 0);
    expect(total).toBeLessThan(area(zoomedOut) * 1.5);
  });

  it('keeps every area on the globe, even for a view that runs past its edges', () => {
    const world: GeoBox = { north: 90.5, south: -90.5, east: 180.5, west: -180.5 };
    const parts = tilesToFetch(world, []);
    expect(Math.min(...parts.map((part) => part.west))).toBe(-180);
    expect(Math.max(...parts.map((part) => part.north))).toBe(90);
    for (const part of parts) {
      expect(part.west).toBeGreaterThanOrEqual(-180);
      expect(part.east).toBeLessThanOrEqual(180);
      expect(part.south).toBeGreaterThanOrEqual(-90);
      expect(part.north).toBeLessThanOrEqual(90);
    }
  });
});
