import { useState } from 'react';
import { useT } from '../../../ui/use-t';
import { FilterDrawer } from './filter-drawer';

/**
 * The mobile 'Filters' button (SPEC §2; shown below 993 px by filter-panel.css) and the drawer it opens.
 * Focus comes back to this button when the drawer closes.
 */
export function FilterDrawerToggle() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="bb-button bb-secondary bb-filter-drawer-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className="bb-filter-drawer-toggle-icon" aria-hidden="true" />
        {t('filters.toggle')}
      </button>
      <FilterDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
