import { atom } from 'jotai';
import { listingKeyFromPath, listingPagePath } from '../lib/listing-detail/listing-path';
import { listingsRoutePath } from '../lib/listings-route';
import { listingsRouteAtom } from './listings-route-atom';
import { locationAtom } from './location-atom';

/** What opening a listing needs: its key and its page url ('….html'). */
export interface ListingToOpen {
  ListingKeyNumeric: number;
  url: string | null;
}

/**
 * The listing whose detail modal is open, read from the address bar: a listing's path
 * (`/{url without .html}`) opens it, so a shared link, a reload and Forward all reopen it.
 *
 * Writing a listing pushes its path, remembering the page beneath (SPEC §2). Writing null closes:
 * when this page pushed the listing, history goes back to the exact page it was opened from (so Back
 * and Close agree); a page loaded straight at a listing's path is replaced by the listings route's path
 * (/listings, /leasing, /open-houses or /{city}). From inside an open modal (a similar listing), the
 * listing entry is replaced, so one Close still returns to the list.
 */
export const openListingAtom = atom(
  (get): number | null => listingKeyFromPath(get(locationAtom).pathname),
  (get, set, next: ListingToOpen | null) => {
    const location = get(locationAtom);
    const openNow = listingKeyFromPath(location.pathname) !== null;
    if (next === null) {
      if (!openNow) return;
      if (location.behind && globalThis.history) {
        globalThis.history.back();
        return;
      }
      set(locationAtom, {
        pathname: listingsRoutePath(get(listingsRouteAtom)),
        search: location.search,
        replace: true,
      });
      return;
    }
    const behind =
      location.behind ?? (openNow ? undefined : { pathname: location.pathname, search: location.search });
    set(locationAtom, {
      pathname: listingPagePath(next),
      search: '',
      behind,
      replace: openNow,
    });
  },
);

/**
 * Whether a listing modal is mounted on this page. Cards and popups open listings in it when there is
 * one, and follow their link to the listing's page when there is none (a favorites page, say).
 */
export const listingModalMountedAtom = atom(0);
