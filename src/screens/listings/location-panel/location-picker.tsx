import { useCallback } from 'react';
import { Combobox } from '../../../ui/combobox';
import type { ComboboxLoad } from '../../../ui/combobox-types';
import { useT } from '../../../ui/use-t';
import { filterLocationOptions } from './filter-location-options';
import type { LocationChoice } from './location-chain';
import type { LocationList, LocationOption } from './use-location-list';

interface Props {
  name: string;
  label: string;
  hint: string;
  list: LocationList;
  chosen: LocationChoice | undefined;
  onPick: (choice: LocationChoice) => void;
  onClear: () => void;
}

/**
 * A long level (counties, cities, ZIP codes) as a type-to-search combobox over its loaded list, with
 * the hint while blank and 'No results found for …' when nothing matches (SPEC §2), and a clear button
 * once a place is chosen.
 */
export function LocationPicker({ name, label, hint, list, chosen, onPick, onClear }: Props) {
  const { t } = useT();
  // Until the list arrives a search waits (an aborted answer keeps 'loading'), rather than saying
  // 'No results' for a list that is not there yet.
  const load: ComboboxLoad<LocationOption> = useCallback(
    (text) => {
      if (list.status !== 'ready') return { ok: false, aborted: list.status === 'loading' };
      return { ok: true, groups: [{ key: 'all', options: filterLocationOptions(list.options, text) }] };
    },
    [list],
  );
  const shown =
    chosen && (chosen.label ?? list.options.find((o) => o.value === chosen.value)?.label ?? chosen.value);
  return (
    <div className="bb-location-field bb-location-picker">
      <Combobox<LocationOption>
        name={name}
        label={label}
        showLabel
        placeholder={hint}
        hint={hint}
        selectedText={shown || ''}
        load={load}
        debounceMs={0}
        optionKey={(option) => option.value}
        renderOption={(option) => option.label}
        onSelect={(option) => onPick({ value: option.value, label: option.label })}
        noResultsText={(text) => t('location.noResults', { text })}
        failureText={t('location.loadFailed')}
        loadingText={t('location.loading')}
      />
      {/* The hint again as a line that wraps, shown instead of the placeholder, which is cut
          (location-panel.css); hidden from screen readers, which already read the placeholder. */}
      <p className="bb-location-hint" aria-hidden="true">
        {hint}
      </p>
      {chosen && (
        <button
          type="button"
          className="bb-location-clear"
          aria-label={t('location.clear', { field: label })}
          onClick={onClear}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
