import { describe, expect, it } from 'vitest';
import type { MapPins } from '../../../src/contract';
import type { GeoBox } from '../../../src/map/map-adapter';
import { createPinTileCache } from '../../../src/map/pin-tile-cache';
import { pinsAnswer } from './pins-worker-fixtures';

const austin: GeoBox = { north: 30.67, south: 29.87, east: -97.18, west: -98.28 };
const pins = (n: number, truncated = false): MapPins => ({ ...pinsAnswer(n).data, truncated, total: n + 1 });

describe('createPinTileCache', () => {
  it('holds what it was given for the same search, and forgets all of it for another', () => {
    const cache = createPinTileCache();
    const [first] = cache.toFetch('{"filters":{}}', austin);
    if (!first) throw new Error('a first view needs its pins');
    cache.add({ area: first, pins: pins(3) }, austin);
    expect(cache.toFetch('{"filters":{}}', austin)).toEqual([]);
    expect(cache.chunks()).toHaveLength(1);
    expect(cache.toFetch('{"filters":{"minPrice":1}}', austin)).toEqual([first]);
    expect(cache.chunks()).toEqual([]);
  });

  it('never counts an area the server cut short as held, nor one older than its time', () => {
    let now = 0;
    const cache = createPinTileCache({ maxAgeMs: 1000, now: () => now });
    const [first] = cache.toFetch('s', austin);
    if (!first) throw new Error('a first view needs its pins');
    cache.add({ area: first, pins: pins(3, true) }, austin);
    expect(cache.toFetch('s', austin)).toEqual([first]);
    cache.add({ area: first, pins: pins(3) }, austin);
    // The complete answer replaced the cut one rather than joining it.
    expect(cache.chunks()).toHaveLength(1);
    expect(cache.chunks()[0]?.pins.truncated).toBe(false);
    now = 1001;
    expect(cache.toFetch('s', austin)).toEqual([first]);
  });

  it('forgets areas beyond the view’s neighbourhood, and the farthest ones past its listing budget', () => {
    const cache = createPinTileCache({ maxListings: 10 });
    const west: GeoBox = { ...austin, east: austin.west, west: austin.west - 0.3 };
    const farEast: GeoBox = { ...austin, west: austin.east + 3, east: austin.east + 3.3 };
    cache.toFetch('s', austin);
    cache.add({ area: farEast, pins: pins(2) }, farEast);
    cache.add({ area: west, pins: pins(4) }, austin);
    expect(cache.chunks().map((chunk) => chunk.area)).toEqual([west]);

    cache.add({ area: austin, pins: pins(8) }, austin);
    // 12 listings held, 10 allowed: the area beside the view goes, the one in view stays whatever it holds.
    expect(cache.chunks().map((chunk) => chunk.area)).toEqual([austin]);
  });

  it('lets a newer answer the server cut short replace the cut answers it overlaps, so they never pile up', () => {
    const cache = createPinTileCache();
    const texas: GeoBox = { north: 36.5, south: 25.8, east: -93.5, west: -106.6 };
    for (const shift of [0, 0.3, 0.6, 0.9]) {
      const view = { ...texas, east: texas.east + shift, west: texas.west + shift };
      const [area] = cache.toFetch('s', view);
      if (!area) throw new Error('a cut answer never counts as held');
      cache.add({ area, pins: pins(5, true) }, view);
    }
    expect(cache.chunks()).toHaveLength(1);
  });
});
