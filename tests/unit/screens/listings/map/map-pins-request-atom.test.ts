import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { encodeBoundaryParam } from '../../../../../src/lib/listings-filters/boundary-param';
import { mapPinsRequestAtom } from '../../../../../src/screens/listings/map/map-pins-request-atom';
import { locationAtom } from '../../../../../src/state/location-atom';
import { mapBoundsAtom } from '../../../../../src/state/map-bounds-atom';

const bounds = { top: 30.4, right: -97.6, bottom: 30.1, left: -97.9 };

/** A store on /listings with the map showing `bounds`, and every pins request it makes. */
function mapOn(search: string) {
  const store = createStore();
  store.set(locationAtom, { pathname: '/listings', search, replace: true });
  store.set(mapBoundsAtom, { bounds, polygon: [], camera: { lat: 30.25, lng: -97.75, zoom: 11 } });
  const requests = [store.get(mapPinsRequestAtom)];
  store.sub(mapPinsRequestAtom, () => requests.push(store.get(mapPinsRequestAtom)));
  const go = (next: string) =>
    store.set(locationAtom, { pathname: '/listings', search: next, replace: true });
  return { requests, go };
}

const ring = encodeBoundaryParam([
  [-97.9, 30.4],
  [-97.6, 30.4],
  [-97.6, 30.1],
  [-97.9, 30.1],
  [-97.9, 30.4],
]);

describe('mapPinsRequestAtom', () => {
  it('fetches the pins of the view by area, and asks nothing again for another page, order or camera', () => {
    const { requests, go } = mapOn('?bath=2');
    expect(requests[0]?.byArea).toBe(true);
    go('?bath=2&page=2');
    go('?bath=2&page=2&sortBy=low-to-high');
    go('?bath=2&page=2&sortBy=low-to-high&zoom=11&centerLatitude=30.25&centerLongitude=-97.75');
    expect(requests).toHaveLength(1);
    go('?bath=3');
    expect(requests).toHaveLength(2);
    expect(requests[1]?.query.filters.bath).toBe(3);
  });

  it('fetches a drawn boundary whole, even one drawn as the view’s own rectangle, and once', () => {
    const { requests, go } = mapOn(`?boundary=${encodeURIComponent(ring)}`);
    expect(requests[0]?.byArea).toBe(false);
    go(`?boundary=${encodeURIComponent(ring)}&page=2`);
    go(`?boundary=${encodeURIComponent(ring)}&page=2&sortBy=oldest&zoom=12`);
    expect(requests).toHaveLength(1);
  });

  it('fetches a client’s favorites whole: they change without the search changing', () => {
    const { requests } = mapOn('?filterBy=favorite');
    expect(requests[0]?.query.filters.filterBy).toBe('favorite');
    expect(requests[0]?.byArea).toBe(false);
  });
});
