import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { ListingsQuery } from '../contract';
import { filterStateToQuery } from '../lib/listings-filters/filter-state-to-query';
import { viewDrivesSearch } from '../lib/listings-filters/view-drives-search';
import { cameraBox } from '../map/camera-box';
import { viewCamera } from '../map/view-camera';
import { visibleArea } from '../map/visible-area';
import { listingsFilterAtom } from './listings-filter-atom';
import { listingsRouteAtom } from './listings-route-atom';
import { mapBoundsAtom } from './map-bounds-atom';
import { mapFrameSizeAtom } from './map-frame-size-atom';

const queryAtom = atom((get): ListingsQuery | null => {
  const route = get(listingsRouteAtom);
  const currentYear = new Date().getFullYear();
  const state = get(listingsFilterAtom);
  if (!viewDrivesSearch(state)) return filterStateToQuery(state, route, { currentYear });
  // The map on screen says what it shows. Without one (switched off, the phone's list view, its chunk
  // still on its way) the area is the view the map would show: the URL's camera on the map's frame, so
  // the total does not move when the map appears, and the first list does not wait for the map engine.
  const size = get(mapFrameSizeAtom);
  const area = get(mapBoundsAtom) ?? (size ? visibleArea(cameraBox(viewCamera(state.map), size)) : null);
  if (!area) return null;
  return filterStateToQuery(state, route, { currentYear, bounds: area.bounds, polygon: area.polygon });
});

// Built in a fixed key order, so equal queries serialise equally.
const sameQuery = (a: ListingsQuery | null, b: ListingsQuery | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The listings query the list and the map's pins show, derived from the page URL through the filter codec
 * (`parseListingsSearch` → `filterStateToQuery`): the route's mode, every SPEC §2 parameter and, unless a
 * location, a saved search or a drawn area sets the area, exactly the map's view, from the first load on
 * (DESIGN "Map"). null while that view cannot be known yet: the screen has not measured the map's frame.
 * A URL change that leaves the query as it was (a reordered query string) keeps the same object, so
 * the listings are not fetched again for nothing.
 */
export const listingsQueryAtom = selectAtom(queryAtom, (query) => query, sameQuery);
