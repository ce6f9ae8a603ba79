import { describe, expect, it } from 'vitest';
import { declutterMarkers } from '../../../src/map/declutter-markers';
import type { PinMarker } from '../../../src/map/pin-marker';
import { fromWorldPx, worldPx } from '../../../src/map/world-px';

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

  describe("on the map's frame", () => {
    // A 600 × 700 frame at zoom 13 around Austin: the place search over its top left, the zoom buttons
    // over its top right.
    const zoom = 13;
    const centre = worldPx(-97.7333, 30.2667, zoom);
    const frame = {
      left: centre.x - 300,
      top: centre.y - 350,
      width: 600,
      height: 700,
      controls: [
        { left: 10, top: 10, right: 330, bottom: 48 },
        { left: 561, top: 10, right: 590, bottom: 68 },
      ],
    };
    const at = (x: number, y: number) => fromWorldPx(frame.left + x, frame.top + y, zoom);
    const spotOf = (marker: { lng: number; lat: number } | undefined) => {
      const { x, y } = worldPx(marker?.lng ?? 0, marker?.lat ?? 0, zoom);
      return { x: Math.round(x - frame.left), y: Math.round(y - frame.top) };
    };
    const listingsOf = (shown: readonly ReturnType<typeof declutterMarkers>[number][]) =>
      shown.reduce(
        (sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : marker.pin.listings.length),
        0,
      );

    it('draws every marker whole and clear of the controls, those under one nudged out, none left out', () => {
      const edge: PinMarker = { kind: 'cluster', id: 'c1', clusterId: 1, count: 40, ...at(6, 300) };
      const underButtons = pin(2, at(575, 39).lat, at(575, 39).lng);
      const underSearch = pin(3, at(150, 29).lat, at(150, 29).lng);
      const open = pin(4, at(300, 350).lat, at(300, 350).lng);
      const shown = declutterMarkers([edge, underButtons, underSearch, open], zoom, 'en', false, frame);
      expect(shown.map((marker) => marker.id)).toEqual(['c1', underButtons.id, underSearch.id, open.id]);
      // The 40 px cluster 22 px from the edge instead of 6; the tags out from under the buttons and the
      // search, below each (the shortest way out); the one in the open as it is.
      expect(spotOf(shown[0])).toEqual({ x: 22, y: 300 });
      expect(spotOf(shown[1])).toEqual({ x: 569, y: 83 });
      expect(spotOf(shown[2])).toEqual({ x: 150, y: 63 });
      expect(shown[3]).toBe(open);
    });

    it('gathers markers that a nudge brought together, so each listing is still one click away', () => {
      // Two tags under the place search, side by side: both nudged below it, where they would overlap.
      const first = pin(5, at(100, 25).lat, at(100, 25).lng);
      const second = pin(6, at(120, 30).lat, at(120, 30).lng);
      const shown = declutterMarkers([first, second], zoom, 'en', false, frame);
      expect(shown).toHaveLength(1);
      expect(listingsOf(shown)).toBe(2);
      expect(spotOf(shown[0]).y).toBeGreaterThan(48 + 13);
    });

    it('leaves out only the markers whose spot lies outside the frame', () => {
      const inside = pin(7, at(300, 350).lat, at(300, 350).lng);
      const outside = pin(8, at(-30, 350).lat, at(-30, 350).lng);
      expect(declutterMarkers([inside, outside], zoom, 'en', false, frame)).toEqual([inside]);
    });
  });
});
