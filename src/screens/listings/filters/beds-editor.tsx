import { BEDS_MAX } from '../../../lib/constants';
import { bedsMaxOptions, bedsMinOptions } from '../../../lib/filters/beds-options';
import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from './filter-editor-props';
import { FilterSelect } from './filter-select';

/**
 * Beds: a Min and a Max select (SPEC §5). Min offers 'No Min' and 1 up to the chosen max; Max offers the
 * chosen min (at least 1) up to 6 and 'No Max'. 7 is the top of the filter and already means "7 or
 * more", so it appears once, as 'No Max', instead of twice with two labels for one search.
 */
export function BedsEditor({ draft, onChange }: FilterEditorProps) {
  const { lang, t } = useT();
  const { minBedsCount: min, maxBedsCount: max } = draft;
  const minOptions = [{ value: 0, label: t('filters.noMin') }, ...bedsMinOptions(lang, max)];
  const maxOptions = [
    ...bedsMaxOptions(lang, min).filter((option) => option.value < BEDS_MAX),
    { value: BEDS_MAX, label: t('filters.noMax') },
  ];
  return (
    <div className="bb-filter-editor">
      <div className="bb-pair">
        <FilterSelect
          label={t('filters.min')}
          value={min}
          options={minOptions}
          onChange={(value) => onChange({ ...draft, minBedsCount: value })}
        />
        <FilterSelect
          label={t('filters.max')}
          value={max}
          options={maxOptions}
          onChange={(value) => onChange({ ...draft, maxBedsCount: value })}
        />
      </div>
    </div>
  );
}
