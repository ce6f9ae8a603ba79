import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { CityResult } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { Combobox } from '../../ui/combobox';
import type { ComboboxLoad } from '../../ui/combobox-types';
import { Dropdown } from '../../ui/dropdown';
import { useT } from '../../ui/use-t';
import { fetchSearchCity } from './fetch-search-city';

export interface ChosenCity {
  readonly name: string;
  readonly subdomain: string;
}

interface Props {
  value: ChosenCity | null;
  onChange: (value: ChosenCity | null) => void;
}

/**
 * The City dropdown of the home search box: a combobox over `GET /api/searchCity/{text}` ('No results
 * found for {text}.' when nothing matches) and an 'Any city' button that clears the choice. Opening the panel puts the cursor in its box.
 */
export function CityChoice({ value, onChange }: Props) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const load: ComboboxLoad<CityResult> = useCallback(
    async (text, signal) => {
      const answer = await fetchSearchCity(api, text, signal);
      if (answer.ok) return { ok: true, groups: [{ key: 'cities', options: answer.value.data }] };
      if (answer.failure.kind !== 'aborted') console.warn(`[bluebonnet] ${answer.failure.message}`);
      return { ok: false, aborted: answer.failure.kind === 'aborted' };
    },
    [api],
  );
  return (
    <Dropdown name="home-city" label={t('home.city')} preview={value?.name} className="bb-home-search-field">
      {(close) => (
        <div className="bb-home-search-panel">
          <Combobox<CityResult>
            name="home-city-search"
            label={t('home.cityLabel')}
            showLabel
            placeholder={t('home.cityHint')}
            autoFocus
            selectedText={value?.name}
            load={load}
            optionKey={(city) => city.subdomain ?? city.City}
            renderOption={(city) => city.City}
            onSelect={(city) => {
              if (!city.subdomain) return;
              onChange({ name: city.City, subdomain: city.subdomain });
              close();
            }}
            noResultsText={(text) => t('location.noResults', { text })}
            failureText={t('search.failed')}
          />
          {value && (
            <button type="button" className="bb-home-search-clear" onClick={() => onChange(null)}>
              {t('home.anyCity')}
            </button>
          )}
        </div>
      )}
    </Dropdown>
  );
}
