import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { type BarFilter, resetFilter } from '../../../lib/filters/reset-filter';
import type { ListingsFilterState } from '../../../lib/listings-filters/listings-filter-state';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { Dropdown } from '../../../ui/dropdown';
import { useT } from '../../../ui/use-t';
import { FilterActions } from '../filters/filter-actions';
import type { FilterEditorProps } from '../filters/filter-editor-props';
import { useFilterDraft } from '../filters/use-filter-draft';

interface Props {
  filter: BarFilter;
  label: string;
  /** What the button shows beside its label; omitted at the defaults. */
  preview?: string | undefined;
  className?: string | undefined;
  Editor: ComponentType<FilterEditorProps>;
}

/**
 * One filter of the top bar: a dropdown holding the filter's editor, Reset and Apply Changes (SPEC §2).
 * The draft lives only while the panel is open, so closing it without applying drops the edits.
 */
export function FilterDropdown({ filter, label, preview, className = '', Editor }: Props) {
  return (
    <Dropdown
      name={filter}
      label={label}
      preview={preview}
      // 'Price: 300K - 500K' rather than the run-together 'Price300K - 500K' of the button's spans.
      ariaLabel={preview ? `${label}: ${preview}` : undefined}
      className={className}
    >
      {(close) => <FilterDropdownBody filter={filter} Editor={Editor} close={close} />}
    </Dropdown>
  );
}

interface BodyProps {
  filter: BarFilter;
  Editor: ComponentType<FilterEditorProps>;
  close: () => void;
}

function FilterDropdownBody({ filter, Editor, close }: BodyProps) {
  const { t } = useT();
  const route = useAtomValue(listingsRouteAtom);
  const { draft, setDraft, applied, apply } = useFilterDraft();

  // Reset searches at once (SPEC §4: Reset restores defaults) and keeps the panel open on the cleared
  // filter; the draft is set too, as an already-default filter leaves the URL, and so `applied`, as is.
  const reset = () => {
    const next = resetFilter(applied, filter, route, new Date().getFullYear());
    setDraft(next);
    apply(next);
  };

  const applyAndClose = (next?: ListingsFilterState) => {
    apply(next);
    close();
  };

  return (
    <>
      <Editor draft={draft} onChange={setDraft} onSubmit={applyAndClose} />
      <FilterActions
        resetLabel={t('filters.reset')}
        onReset={reset}
        applyLabel={t('filters.applyChanges')}
        onApply={() => applyAndClose()}
      />
    </>
  );
}
