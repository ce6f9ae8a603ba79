import { describe, expect, it } from 'vitest';
import type { MapPin } from '../../../src/contract/expand-map-pins';
import { createPinIndex } from '../../../src/map/pin-index';

// 40 pins on a 0.01° grid around Austin, one of them holding three listings.
const pins: MapPin[] = Array.from({ length: 40 }, (_, i) => ({
  lat: 30.25 + Math.floor(i / 8) * 0.01,
  lng: -97.76 + (i % 8) * 0.01,
  listings: Array.from({ length: i === 0 ? 3 : 1 }, (_, j) => ({
    ListingKeyNumeric: i * 10 + j,
    ListPrice: 300_000 + i * 1000,
    MlsStatus: 'Active',
  })),
}));
const austin = { north: 30.4, south: 30.1, east: -97.6, west: -97.9 };

describe('createPinIndex', () => {
  it('clusters far out, counting listings rather than coordinates', () => {
    const index = createPinIndex(pins);
    expect(index.listingCount).toBe(42);
    const markers = index.markersIn(austin, 9);
    expect(markers.every((marker) => marker.kind === 'cluster')).toBe(true);
    expect(markers.reduce((sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 0), 0)).toBe(42);
  });

  it('shows every pin on its own above zoom 14, where clusters stop (SPEC §2)', () => {
    const markers = createPinIndex(pins).markersIn(austin, 15);
    expect(markers).toHaveLength(40);
    expect(markers.every((marker) => marker.kind === 'pin')).toBe(true);
  });

  it('gives the zoom at which a cluster splits, deeper than where it stands', () => {
    const index = createPinIndex(pins);
    const cluster = index.markersIn(austin, 10).find((marker) => marker.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster at zoom 10');
    expect(index.expansionZoom(cluster.clusterId)).toBeGreaterThan(10);
  });

  it('leaves out what lies outside the box', () => {
    expect(createPinIndex(pins).markersIn({ north: 31, south: 30.9, east: -97, west: -97.1 }, 15)).toEqual(
      [],
    );
  });
});
