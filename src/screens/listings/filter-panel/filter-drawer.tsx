import { useAtomValue } from 'jotai';
import {
  defaultFilterState,
  type ListingsFilterState,
} from '../../../lib/listings-filters/listings-filter-state';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { Modal } from '../../../ui/modal';
import { useT } from '../../../ui/use-t';
import { FilterActions } from '../filters/filter-actions';
import { useFilterDraft } from '../filters/use-filter-draft';
import { LazyLocationPanel } from '../location-panel/lazy-location-panel';
import { DrawerTopBarEditors } from './drawer-top-bar-editors';
import { FilterCards } from './filter-cards';

interface Props {
  readonly open: boolean;
  /** Called for the close button, Escape and a click beside the drawer. */
  readonly onClose: () => void;
}

/**
 * The mobile filter drawer (SPEC §2, below 993 px): a modal sliding in from the side with every filter,
 * the top bar's included (its Location panel too: without the bar, the only way to search by MLS#,
 * address or a place's name on a phone), then Reset All, Apply All Changes and Save Search. A native
 * <dialog> (`Modal`) keeps focus inside and returns it to the Filters button. Edits stay a draft until
 * applied; closing without applying drops them.
 */
export function FilterDrawer({ open, onClose }: Props) {
  const { t } = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('filters.toggle')} className="bb-filter-drawer">
      {open && <DrawerBody onClose={onClose} />}
    </Modal>
  );
}

const keepOpen = () => {};

// Mounted only while open, so every opening starts from the applied filters.
function DrawerBody({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const route = useAtomValue(listingsRouteAtom);
  const { draft, setDraft, apply } = useFilterDraft();
  const applyAndClose = (next?: ListingsFilterState) => {
    apply(next);
    onClose();
  };
  return (
    <div className="bb-filter-drawer-body">
      <DrawerTopBarEditors
        draft={draft}
        onChange={setDraft}
        onSubmit={applyAndClose}
        // A ZIP code closes the bar's Location panel; here it leaves the drawer open with its other edits.
        location={<LazyLocationPanel close={keepOpen} />}
      />
      <FilterCards draft={draft} onChange={setDraft} listedDateVariant="full" />
      <FilterActions
        className="bb-filter-drawer-actions"
        resetLabel={t('filters.resetAll')}
        onReset={() => apply(defaultFilterState(route, new Date().getFullYear()))}
        save={{ state: draft, apply: () => apply() }}
        applyLabel={t('filters.applyAllChanges')}
        onApply={() => applyAndClose()}
      />
    </div>
  );
}
