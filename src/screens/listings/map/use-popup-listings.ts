import type { ApiResult } from '../../../api/api-result';
import type { ApiClient } from '../../../api/create-api-client';
import { fetchListingItem } from '../../../api/fetch-listing-item';
import type { Listing, MapPin } from '../../../contract';
import { useApiResource } from '../../../ui/use-api-resource';

/** Cards a popup shows at most: a tower at one coordinate can hold hundreds of units. */
export const POPUP_MAX_LISTINGS = 10;

export type PopupListings =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly listings: readonly Listing[] };

/** The listings that could be read; it fails only when none could. */
async function fetchListings(
  api: ApiClient,
  keys: readonly number[],
  signal: AbortSignal,
): Promise<ApiResult<Listing[]>> {
  const answers = await Promise.all(keys.map((key) => fetchListingItem(api, key, signal)));
  const listings = answers.flatMap((answer) => (answer.ok ? [answer.value.data] : []));
  if (listings.length > 0) return { ok: true, value: listings };
  const failed = answers.find((answer) => !answer.ok);
  return failed ?? { ok: false, failure: { kind: 'invalid', message: 'The pin holds no listing' } };
}

/**
 * The listings of an opened pin, in full (the pins call carries only key, price and status). Fetched
 * together; closing the popup or opening another aborts what is still on its way.
 */
export function usePopupListings(pin: MapPin | null): PopupListings {
  const keys = pin?.listings.slice(0, POPUP_MAX_LISTINGS).map((listing) => listing.ListingKeyNumeric) ?? [];
  const answer = useApiResource(pin ? (api, signal) => fetchListings(api, keys, signal) : null, keys);
  if (answer.status === 'ready') return { state: 'ready', listings: answer.value };
  return answer.status === 'failed' ? { state: 'failed' } : { state: 'loading' };
}
