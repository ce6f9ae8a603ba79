import type { ListingsFilterState } from '../../../lib/listings-filters/listings-filter-state';
import { SaveSearchButton } from '../../../parts/saved-searches/save-search-button';

interface Props {
  /** 'Reset' (a dropdown, More filters) or 'Reset All' (the side panel, the drawer). */
  readonly resetLabel: string;
  readonly onReset: () => void;
  /** 'Apply Changes' or 'Apply All Changes'. */
  readonly applyLabel: string;
  readonly onApply: () => void;
  /** The side panel greys Apply out while the draft equals the applied filters. */
  readonly applyDisabled?: boolean;
  /** When given, a 'Save Search' button saves this draft, applying it first. */
  readonly save?: { readonly state: ListingsFilterState; readonly apply: () => void } | undefined;
  readonly className?: string | undefined;
}

/**
 * The row of buttons under every filter editor (SPEC §2): Reset, Save Search where SPEC offers it, and the
 * apply button last, as the primary action, in the same order everywhere.
 */
export function FilterActions({
  resetLabel,
  onReset,
  applyLabel,
  onApply,
  applyDisabled,
  save,
  className,
}: Props) {
  return (
    <div className={['bb-actions', 'bb-filter-actions', className].filter(Boolean).join(' ')}>
      <button type="button" className="bb-button bb-secondary" onClick={onReset}>
        {resetLabel}
      </button>
      {save && <SaveSearchButton state={save.state} onBeforeSave={save.apply} />}
      <button
        type="button"
        className="bb-button"
        aria-disabled={applyDisabled || undefined}
        onClick={onApply}
      >
        {applyLabel}
      </button>
    </div>
  );
}
