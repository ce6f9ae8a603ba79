import type { ListingsFilterState } from '../../../lib/listings-filters/listings-filter-state';

/**
 * What every filter editor (the body of one dropdown or panel card) receives: the draft it edits and the
 * way to change it. Editors never write the URL themselves; the dropdown or panel around them applies the
 * draft (SPEC §2: 'Apply Changes'), so the same editor serves the top bar, the side panel and the drawer.
 */
export interface FilterEditorProps {
  readonly draft: ListingsFilterState;
  readonly onChange: (next: ListingsFilterState) => void;
  /** Applies this state at once, as the panel's apply button would (Enter in a price box). */
  readonly onSubmit?: ((next: ListingsFilterState) => void) | undefined;
}
