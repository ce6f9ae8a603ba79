import { atom } from 'jotai';
import type { LocationKind } from '../../../lib/listings-filters/listings-filter-state';
import { serializeListingsSearch } from '../../../lib/listings-filters/serialize-listings-search';
import type { ListingsRoute } from '../../../lib/listings-route';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { locationAtom } from '../../../state/location-atom';
import {
  chainForLocation,
  clearLocation,
  type LocationChain,
  type LocationChoice,
  mostSpecificLocation,
  pickLocation,
} from './location-chain';

/** What the Location panel asks for. */
export type LocationChainAction =
  | { readonly type: 'pick'; readonly kind: LocationKind; readonly choice: LocationChoice }
  | { readonly type: 'clear'; readonly kind: LocationKind }
  | { readonly type: 'reset' };

// The chain outlives the panel, which unmounts whenever its dropdown closes.
const storedChainAtom = atom<LocationChain>({});

/**
 * The Location panel's selections (see LocationChain), always in agreement with the query's location.
 * Writing an action updates the chain and puts its most specific place into the filters, forgetting the
 * map's view so the map fits the new area (SPEC §4). On /{city}, a location other than that city (or
 * none) moves to /listings, since on /{city} "no location" would mean the city again.
 */
export const locationChainAtom = atom(
  (get) => chainForLocation(get(storedChainAtom), get(listingsFilterAtom).location),
  (get, set, action: LocationChainAction) => {
    const current = get(locationChainAtom);
    const next =
      action.type === 'pick'
        ? pickLocation(current, action.kind, action.choice)
        : action.type === 'clear'
          ? clearLocation(current, action.kind)
          : {};
    set(storedChainAtom, next);
    const location = mostSpecificLocation(next);
    const filters = { ...get(listingsFilterAtom), location, map: { zoom: null, center: null } };
    const route = get(listingsRouteAtom);
    const stays = location?.kind === 'city' && route.mode === 'city' && location.value === route.city;
    if (route.mode === 'city' && !stays) {
      const listings: ListingsRoute = { mode: 'listings' };
      const search = serializeListingsSearch({ ...filters, page: 1 }, listings, new Date().getFullYear());
      set(locationAtom, { pathname: '/listings', search });
      return;
    }
    set(listingsFilterAtom, filters);
  },
);
