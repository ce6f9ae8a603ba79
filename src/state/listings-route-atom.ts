import { atom } from 'jotai';
import { parseListingsRoute } from '../lib/listings-route';
import { locationAtom } from './location-atom';

/** The listings mode of the current page (SPEC §2 routes). */
export const listingsRouteAtom = atom((get) => parseListingsRoute(get(locationAtom).pathname));
