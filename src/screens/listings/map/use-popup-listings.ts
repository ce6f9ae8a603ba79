import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchListingItem } from '../../../api/fetch-listing-item';
import type { Listing, MapPin } from '../../../contract';
import { apiClientAtom } from '../../../state/api-base-atom';

/** Cards a popup shows at most: a tower at one coordinate can hold hundreds of units. */
export const POPUP_MAX_LISTINGS = 10;

export type PopupListings =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly listings: readonly Listing[] };

/**
 * The listings of an opened pin, in full (the pins call carries only key, price and status). Fetched
 * together; closing the popup or opening another aborts what is still on its way.
 */
export function usePopupListings(pin: MapPin | null): PopupListings {
  const api = useAtomValue(apiClientAtom);
  const [result, setResult] = useState<PopupListings>({ state: 'loading' });

  useEffect(() => {
    if (!pin) return;
    setResult({ state: 'loading' });
    const controller = new AbortController();
    const keys = pin.listings.slice(0, POPUP_MAX_LISTINGS).map((listing) => listing.ListingKeyNumeric);
    Promise.all(keys.map((key) => fetchListingItem(api, key, controller.signal))).then((answers) => {
      if (controller.signal.aborted) return;
      const listings = answers.flatMap((answer) => (answer.ok ? [answer.value.data] : []));
      setResult(listings.length > 0 ? { state: 'ready', listings } : { state: 'failed' });
    });
    return () => controller.abort();
  }, [api, pin]);

  return result;
}
