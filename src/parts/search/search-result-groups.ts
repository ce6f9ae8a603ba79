import type { AddressResult, CityResult, SearchAddressResponse } from '../../contract';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { SearchLinkSite } from '../../lib/search/search-link-site';
import { searchResultHref } from '../../lib/search/search-result-href';
import type { ComboboxGroup } from '../../ui/combobox-types';

/** One row of the global search panel, with its link already built. */
export type SearchItem =
  | {
      readonly kind: 'address' | 'mlsnum';
      readonly key: string;
      readonly href: string | null;
      readonly result: AddressResult;
    }
  | { readonly kind: 'city'; readonly key: string; readonly href: string | null; readonly result: CityResult }
  | { readonly kind: 'postal'; readonly key: string; readonly href: string | null; readonly code: string };

type Translate = (key: MessageKey) => string;

/**
 * The four groups of the global search panel (SPEC §2), always all four and in this order, each saying
 * 'No result' when empty: Addresses, Cities, MLS #, Postal Codes.
 */
export function searchResultGroups(
  response: SearchAddressResponse,
  site: SearchLinkSite,
  t: Translate,
): ComboboxGroup<SearchItem>[] {
  const listing =
    (kind: 'address' | 'mlsnum') =>
    (result: AddressResult): SearchItem => ({
      kind,
      key: `${kind}-${result.ListingKeyNumeric}`,
      href: searchResultHref({ kind: 'address', subdomain: result.subdomain, url: result.url }, site),
      result,
    });
  const group = (key: string, label: MessageKey, options: SearchItem[]): ComboboxGroup<SearchItem> => ({
    key,
    label: t(label),
    options,
    emptyText: t('search.noResult'),
  });
  return [
    group('addresses', 'search.addresses', response.address.map(listing('address'))),
    group(
      'cities',
      'search.cities',
      response.city.map((result, index) => ({
        kind: 'city',
        key: `city-${result.subdomain ?? index}-${result.City}`,
        href: searchResultHref({ kind: 'city', subdomain: result.subdomain }, site),
        result,
      })),
    ),
    group('mls', 'search.mlsNumbers', response.mlsnum.map(listing('mlsnum'))),
    group(
      'postal',
      'search.postalCodes',
      response.postal.map(({ 'ZIP code': code }) => ({
        kind: 'postal',
        key: `postal-${code}`,
        href: searchResultHref({ kind: 'postal', code }, site),
        code,
      })),
    ),
  ];
}
