import { describe, expect, it } from 'vitest';
import type { MapPins } from '../../../src/contract';
import { createPinIndex } from '../../../src/map/pin-index';
import { pinsAnswer } from './pins-worker-fixtures';

// 40 pins on a 0.01° grid around Austin, the first of them holding three listings (a building).
const pins: MapPins = (() => {
  const { data } = pinsAnswer(42);
  const count = data.count.slice(2);
  count[0] = 3;
  return {
    ...data,
    lat: data.lat.slice(0, 40),
    lng: data.lng.slice(0, 40),
    count,
    unit: data.unit.map((unit, i) => (i < 3 ? `Unit ${i + 1}` : unit)),
  };
})();
const austin = { north: 30.4, south: 30.1, east: -97.6, west: -97.9 };

describe('createPinIndex', () => {
  it('clusters far out, counting listings rather than coordinates', () => {
    const index = createPinIndex([{ pins }]);
    expect(index.listingCount).toBe(42);
    const markers = index.markersIn(austin, 9);
    expect(markers.every((marker) => marker.kind === 'cluster')).toBe(true);
    expect(markers.reduce((sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 0), 0)).toBe(42);
  });

  it('shows every pin on its own above zoom 14, where clusters stop (SPEC §2), with its listings', () => {
    const markers = createPinIndex([{ pins }]).markersIn(austin, 15);
    expect(markers).toHaveLength(40);
    expect(markers.every((marker) => marker.kind === 'pin')).toBe(true);
    const building = markers.find((marker) => marker.kind === 'pin' && marker.pin.listings.length > 1);
    expect(building?.kind === 'pin' && building.pin).toEqual({
      lat: 30.25,
      lng: -97.76,
      listings: [1, 2, 3].map((key) => ({
        ListingKeyNumeric: key,
        ListPrice: 300_000 + (key - 1) * 1000,
        MlsStatus: 'Active',
        Address: `${99 + key} Elm St Unit ${key}`,
      })),
    });
    const last = markers.find(
      (marker) => marker.kind === 'pin' && marker.pin.listings[0]?.ListingKeyNumeric === 42,
    );
    expect(last?.kind === 'pin' && last.pin.listings).toHaveLength(1);
  });

  it('gives the zoom at which a cluster splits, deeper than where it stands', () => {
    const index = createPinIndex([{ pins }]);
    const cluster = index.markersIn(austin, 10).find((marker) => marker.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster at zoom 10');
    expect(index.expansionZoom(cluster.clusterId)).toBeGreaterThan(10);
  });

  it('leaves out what lies outside the box', () => {
    expect(
      createPinIndex([{ pins }]).markersIn({ north: 31, south: 30.9, east: -97, west: -97.1 }, 15),
    ).toEqual([]);
  });

  it('indexes a pin on the edge two neighbouring areas share once, from the newer answer', () => {
    const { data: older } = pinsAnswer(2); // at -97.76 and -97.75
    const newer = { ...pinsAnswer(1, 900).data, price: [123_000] }; // at -97.76
    const rows = { north: 30.3, south: 30.2 };
    const markers = createPinIndex([
      { pins: newer, area: { ...rows, west: -97.8, east: -97.76 } },
      { pins: older, area: { ...rows, west: -97.76, east: -97.7 } },
    ]).markersIn(austin, 15);
    expect(markers).toHaveLength(2);
    const shared = markers.find((marker) => marker.kind === 'pin' && marker.pin.lng === older.lng[0]);
    expect(shared?.kind === 'pin' && shared.pin.listings).toMatchObject([
      { ListingKeyNumeric: 900, ListPrice: 123_000 },
    ]);
  });

  it('lets the newest answer speak for its area: a listing gone from it is not shown from an older one', () => {
    const area = { north: 30.3, south: 30.2, west: -97.8, east: -97.7 };
    const { data: before } = pinsAnswer(3); // keys 1, 2, 3
    const after = { ...pinsAnswer(2).data }; // keys 1 and 2: the third sold since
    const index = createPinIndex([
      { pins: after, area },
      { pins: before, area: { ...area, east: -97.65 } },
    ]);
    const keys = index
      .markersIn(austin, 15)
      .flatMap((marker) =>
        marker.kind === 'pin' ? marker.pin.listings.map((l) => l.ListingKeyNumeric) : [],
      );
    expect(keys.sort()).toEqual([1, 2]);
    expect(index.listingCount).toBe(2);
  });

  it('shows a cluster standing just outside the view when it holds listings inside it', () => {
    // One listing just inside the east edge, five just outside: their cluster averages out beyond it.
    const { data } = pinsAnswer(6);
    const pins = {
      ...data,
      lat: data.lat.map(() => 30.25),
      lng: [-97.601, -97.59, -97.589, -97.588, -97.587, -97.586],
    };
    const markers = createPinIndex([{ pins }]).markersIn(austin, 9);
    expect(markers).toHaveLength(1);
    expect(markers[0]?.kind === 'cluster' && markers[0].count).toBe(6);
    expect(markers[0]?.lng).toBeGreaterThan(austin.east);
  });
});
