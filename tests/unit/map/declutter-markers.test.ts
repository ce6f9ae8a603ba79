import { describe, expect, it } from 'vitest';
import { declutterMarkers } from '../../../src/map/declutter-markers';
import type { PinMarker } from '../../../src/map/pin-marker';

const pin = (key: number, lat: number, lng: number, price = 350_000): PinMarker => ({
  kind: 'pin',
  id: `p${lat},${lng}`,
  lat,
  lng,
  pin: {
    lat,
    lng,
    listings: [{ ListingKeyNumeric: key, ListPrice: price, MlsStatus: 'Active', Address: `${key} Oak St` }],
  },
});

describe('declutterMarkers (every marker can be clicked)', () => {
  it('gathers price tags that would overlap at zoom 15 into one tag holding all their listings', () => {
    // 0.0001° is about 10 m: 3 px apart at zoom 15, far apart at zoom 20.
    const markers = [pin(1, 30.2667, -97.7333), pin(2, 30.2667, -97.7332), pin(3, 30.28, -97.7333)];
    const shown = declutterMarkers(markers, 15, 'en');
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatchObject({ kind: 'nearby', lat: 30.2667, lng: -97.7333, pins: 2 });
    expect(shown[0]?.kind === 'nearby' && shown[0].pin.listings.map((l) => l.ListingKeyNumeric)).toEqual([
      1, 2,
    ]);
    expect(shown[1]).toBe(markers[2]);
    expect(declutterMarkers(markers, 20, 'en')).toEqual(markers);
  });

  it('joins a tag that a cluster covers to the cluster, which counts its listings', () => {
    const cluster: PinMarker = {
      kind: 'cluster',
      id: 'c7',
      clusterId: 7,
      lat: 30.2667,
      lng: -97.7333,
      count: 40,
    };
    const shown = declutterMarkers([pin(1, 30.2668, -97.7334), cluster], 13, 'en');
    expect(shown).toEqual([{ ...cluster, count: 41 }]);
  });

  it('leaves no two markers overlapping, however dense the street', () => {
    const street = Array.from({ length: 40 }, (_, i) =>
      pin(i, 30.26 + (i % 8) * 0.0004, -97.74 + Math.floor(i / 8) * 0.0007),
    );
    const shown = declutterMarkers(street, 16, 'en');
    const world = 512 * 2 ** 16;
    const boxes = shown.map((marker) => {
      const x = ((marker.lng + 180) / 360) * world;
      const sin = Math.sin((marker.lat * Math.PI) / 180);
      const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
      const others = marker.kind === 'cluster' ? 0 : marker.pin.listings.length - 1;
      const label = others > 0 ? `$350k +${others}` : '$350k';
      return { x, y, half: (label.length * 7.6 + 20) / 2 };
    });
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        expect(Math.abs(a.x - b.x) >= a.half + b.half || Math.abs(a.y - b.y) >= 26).toBe(true);
      }
    }
    const listings = shown.reduce(
      (sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : marker.pin.listings.length),
      0,
    );
    expect(listings).toBe(40);
    expect(shown.length).toBeGreaterThan(4);
  });
});
