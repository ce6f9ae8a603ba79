import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { fetchSearchAddress } from '../../api/fetch-search-address';
import { searchLinkSite } from '../../lib/search/search-link-site';
import { apiClientAtom } from '../../state/api-base-atom';
import type { ComboboxLoad } from '../../ui/combobox-types';
import { useT } from '../../ui/use-t';
import { type SearchItem, searchResultGroups } from './search-result-groups';

interface AddressSearchOptions {
  /** Links stay on the agent's own site (relative paths). */
  agentBranded?: boolean | undefined;
  /** The company site's host, for the links of sub-domain results. */
  siteHost?: string | undefined;
}

/**
 * The combobox loader of the address search (`searchAddress`), shared by the global search and the home
 * search box: the answer grouped into addresses, cities, MLS numbers and ZIP codes, each linking on
 * this page's site. A failure other than an abort is logged and shown by the combobox as its message.
 */
export function useAddressSearch({ agentBranded, siteHost }: AddressSearchOptions): ComboboxLoad<SearchItem> {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const site = useMemo(
    () =>
      searchLinkSite(globalThis.location ?? { protocol: 'https:', host: 'localhost' }, {
        agentBranded,
        siteHost,
      }),
    [agentBranded, siteHost],
  );
  return useCallback(
    async (text, signal) => {
      const answer = await fetchSearchAddress(api, text, signal);
      if (answer.ok) return { ok: true, groups: searchResultGroups(answer.value, site, t) };
      if (answer.failure.kind !== 'aborted') console.warn(`[bluebonnet] ${answer.failure.message}`);
      return { ok: false, aborted: answer.failure.kind === 'aborted' };
    },
    [api, site, t],
  );
}
