import { useAtomValue } from 'jotai';
import { defaultFilterState } from '../../../lib/listings-filters/listings-filter-state';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { useMediaQuery } from '../../../ui/use-media-query';
import { useT } from '../../../ui/use-t';
import { FilterActions } from '../filters/filter-actions';
import { useFilterDraft } from '../filters/use-filter-draft';
import { FilterCards } from './filter-cards';

/**
 * The desktop side panel (SPEC §2; hidden below 993 px, where the drawer takes over): the filter cards,
 * each with its own Reset of the draft, then Reset All, Save Search and Apply All Changes. Applying writes
 * the whole draft to the URL, which resets the query to the chosen location plus every chosen filter and
 * goes back to page 1 (SPEC §4). Reset All searches the route's defaults at once (on /{city} the city stays).
 */
export function FilterPanel() {
  const { t } = useT();
  const route = useAtomValue(listingsRouteAtom);
  const { draft, setDraft, apply, changed } = useFilterDraft();
  // Where CSS hides the panel (filter-panel.css) it is not drawn at all: every editor would redraw with
  // each search on a phone, where the drawer holds its own copy of the filters.
  const drawerOnly = useMediaQuery('(max-width: 992px)');
  if (drawerOnly) return null;
  return (
    <aside className="bb-filter-panel" aria-label={t('filters.toggle')}>
      <FilterCards draft={draft} onChange={setDraft} listedDateVariant="side-panel" />
      <FilterActions
        resetLabel={t('filters.resetAll')}
        onReset={() => apply(defaultFilterState(route, new Date().getFullYear()))}
        save={{ state: draft, apply: () => apply() }}
        applyLabel={t('filters.applyAllChanges')}
        applyDisabled={!changed}
        onApply={() => apply()}
      />
    </aside>
  );
}
