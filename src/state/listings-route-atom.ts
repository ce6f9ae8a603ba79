import { atom } from 'jotai';
import { parseListingsRoute } from '../lib/listings-route';
import { listingsLocationAtom } from './listings-location-atom';

/** The listings mode of the current page (SPEC §2 routes). */
export const listingsRouteAtom = atom((get) => parseListingsRoute(get(listingsLocationAtom).pathname));
