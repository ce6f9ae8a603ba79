import { useAtomValue } from 'jotai';
import { MORE_FILTER_GROUPS, resetFilterGroups } from '../../../lib/filters/reset-filter-group';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { useT } from '../../../ui/use-t';
import { FilterActions } from '../filters/filter-actions';
import { useFilterDraft } from '../filters/use-filter-draft';
import { FilterCards } from './filter-cards';

interface Props {
  /** Closes the 'More filters' dropdown and gives focus back to its button. */
  readonly close: () => void;
}

/**
 * The body of the top bar's 'More filters' dropdown (SPEC §2): every filter the bar has no button for, with
 * Reset (these filters back to their defaults, in the draft), Apply Changes (searches the draft and closes;
 * page 1) and Save Search.
 */
export function MoreFiltersPanel({ close }: Props) {
  const { t } = useT();
  const route = useAtomValue(listingsRouteAtom);
  const { draft, setDraft, apply } = useFilterDraft();
  return (
    <div className="bb-more-filters">
      <FilterCards draft={draft} onChange={setDraft} listedDateVariant="full" />
      <FilterActions
        resetLabel={t('filters.reset')}
        onReset={() =>
          setDraft(resetFilterGroups(draft, MORE_FILTER_GROUPS, route, new Date().getFullYear()))
        }
        save={{ state: draft, apply: () => apply() }}
        applyLabel={t('filters.applyChanges')}
        onApply={() => {
          apply();
          close();
        }}
      />
    </div>
  );
}
