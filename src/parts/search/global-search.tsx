import { Combobox } from '../../ui/combobox';
import { useT } from '../../ui/use-t';
import type { SearchItem } from './search-result-groups';
import { SearchResultOption } from './search-result-option';
import { useAddressSearch } from './use-address-search';

export interface GlobalSearchProps {
  /** On an agent-branded page (`{MatrixDir}.host`) result links stay relative (SPEC §2). */
  agentBranded?: boolean | undefined;
  /** The host city sub-domains hang off ('bluebonnet.example'); default: guessed from the page host. */
  siteHost?: string | undefined;
  /**
   * Whether opening the results closes every other dropdown on the page (default true). False inside
   * another dropdown, such as the Location panel, which would otherwise close around it.
   */
  exclusive?: boolean | undefined;
  /** Shows the label above the box; otherwise it is the box's accessible name only. */
  showLabel?: boolean | undefined;
  /** Overrides the label ('MLS# or Address' in the Location panel, 'Search Properties' on the home). */
  label?: string | undefined;
  /** Overrides the hint in the empty box. */
  placeholder?: string | undefined;
  /** Names the box in the page (default 'global-search'). */
  name?: string | undefined;
  className?: string | undefined;
}

/** Wait after the last keystroke before asking the API. */
const DEBOUNCE_MS = 250;

/**
 * The global search box (SPEC §2): addresses, cities, MLS numbers and ZIP codes as you type, in four
 * groups that each say 'No result' when empty. Every result is a link (see `searchResultHref`); the
 * panel closes with its close button, Escape or a click outside, and comes back on a click in the box
 * or on typing. Usable on its own (a header widget) or inside the Location panel.
 */
export function GlobalSearch({
  agentBranded,
  siteHost,
  exclusive = true,
  showLabel,
  label,
  placeholder,
  name = 'global-search',
  className,
}: GlobalSearchProps) {
  const { t } = useT();
  const load = useAddressSearch({ agentBranded, siteHost });
  return (
    <Combobox<SearchItem>
      name={name}
      className={['bb-global-search', className].filter(Boolean).join(' ')}
      label={label ?? t('search.label')}
      showLabel={showLabel === true}
      placeholder={placeholder ?? t('search.placeholder')}
      load={load}
      debounceMs={DEBOUNCE_MS}
      optionKey={(item) => item.key}
      optionHref={(item) => item.href}
      renderOption={(item) => <SearchResultOption item={item} />}
      noResultsText={(text) => t('location.noResults', { text })}
      failureText={t('search.failed')}
      loadingText={t('search.loading')}
      closeLabel={t('search.close')}
      exclusive={exclusive}
    />
  );
}
