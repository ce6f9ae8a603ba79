import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { visibleArea } from '../../../src/map/visible-area';
import { mapMovedAtom } from '../../../src/screens/listings/map/map-moved-atom';
import { listingsQueryAtom } from '../../../src/state/listings-query-atom';
import { locationAtom } from '../../../src/state/location-atom';
import { mapBoundsAtom } from '../../../src/state/map-bounds-atom';

const area = visibleArea({ north: 30.4, south: 30.1, east: -97.6, west: -97.9 });
const camera = { lat: 30.25, lng: -97.75, zoom: 11.5 };

describe('mapMovedAtom', () => {
  it("hands a visitor's move to the search and writes zoom and centre to the URL, back on page 1", () => {
    const store = createStore();
    store.set(locationAtom, { pathname: '/listings', search: '?page=3&bath=2', replace: true });
    const entries = history.length;
    store.set(mapMovedAtom, { area, camera, byVisitor: true });
    const params = new URLSearchParams(store.get(locationAtom).search);
    expect(Object.fromEntries(params)).toMatchObject({
      bath: '2',
      zoom: '11.5',
      centerLatitude: '30.25',
      centerLongitude: '-97.75',
    });
    expect(params.get('page')).not.toBe('3');
    // Replaced, not pushed.
    expect(history.length).toBe(entries);
    expect(store.get(mapBoundsAtom)?.bounds).toEqual(area.bounds);
    expect(store.get(listingsQueryAtom)?.coordinates).toMatchObject(area.bounds);
  });

  it('leaves the URL alone when code moved the map (a location recentring it, the first view)', () => {
    const store = createStore();
    store.set(locationAtom, { pathname: '/listings', search: '?bath=2', replace: true });
    store.set(mapMovedAtom, { area, camera, byVisitor: false });
    expect(store.get(locationAtom).search).toBe('?bath=2');
    expect(store.get(mapBoundsAtom)?.polygon).toHaveLength(5);
  });
});
