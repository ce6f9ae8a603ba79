import { atom } from 'jotai';
import { listingKeyFromPath } from '../lib/listing-detail/listing-path';
import { locationAtom, type PageLocation } from './location-atom';

/** The path and query of the listings screen. */
export interface ListingsLocation {
  pathname: string;
  search: string;
}

/**
 * The location the listings screen shows. Usually the page's own; while a listing's modal is open the
 * address bar shows the listing (`/{slug}-{ListingKeyNumeric}`) and this is the page beneath it, so the
 * route, filters and list stay as they were. A page loaded straight at a listing's path has nothing
 * beneath it: the plain /listings screen (with the page's query) is shown behind the modal.
 *
 * Writing navigates the listings screen. A replacing write while a modal is open (the map settling
 * behind it) updates the page beneath without closing the modal; a pushing one goes to the new page.
 */
export const listingsLocationAtom = atom(
  (get): ListingsLocation => {
    const location = get(locationAtom);
    if (location.behind) return location.behind;
    if (listingKeyFromPath(location.pathname) !== null)
      return { pathname: '/listings', search: location.search };
    return location;
  },
  (get, set, next: ListingsLocation & { replace?: boolean }) => {
    const location: PageLocation = get(locationAtom);
    const modalOpen = location.behind !== undefined || listingKeyFromPath(location.pathname) !== null;
    if (modalOpen && next.replace) {
      set(locationAtom, {
        pathname: location.pathname,
        search: location.search,
        behind: { pathname: next.pathname, search: next.search },
        replace: true,
      });
      return;
    }
    set(locationAtom, next);
  },
);
