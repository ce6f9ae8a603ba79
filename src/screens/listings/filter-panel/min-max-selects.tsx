import type { FilterOption } from '../../../lib/filters/filter-option';
import { useT } from '../../../ui/use-t';
import { FilterSelect } from '../filters/filter-select';

/** One end of the range: its value, its default ('No Min' / 'No Max') and its choices. */
export interface RangeEnd {
  readonly value: number;
  readonly fallback: number;
  readonly options: readonly FilterOption[];
}

interface Props {
  /** Names the pair ('Lot Size'); shown, and the group name of its Min and Max selects. */
  readonly legend: string;
  readonly min: RangeEnd;
  readonly max: RangeEnd;
  /** Label of a value that is in none of the lists (a hand-edited link), so the select still shows it. */
  readonly format: (value: number) => string;
  readonly onChange: (min: number, max: number) => void;
}

/**
 * A min and a max select (lot size, garage, year built) on the top bar's `FilterSelect`. Each list is
 * bounded by the other end by the caller (SPEC §5), so a min above the max cannot be picked. 'No Min'
 * comes first and 'No Max' last, as in the top bar, unless a choice already has the default's value (the
 * year-built max starts at this year, which is its default).
 */
export function MinMaxSelects({ legend, min, max, format, onChange }: Props) {
  const { t } = useT();
  return (
    <fieldset className="bb-range">
      <legend>{legend}</legend>
      <FilterSelect
        label={t('filters.min')}
        value={min.value}
        options={choices(min, { value: min.fallback, label: t('filters.noMin') }, 'first', format)}
        onChange={(value) => onChange(value, max.value)}
      />
      <FilterSelect
        label={t('filters.max')}
        value={max.value}
        options={choices(max, { value: max.fallback, label: t('filters.noMax') }, 'last', format)}
        onChange={(value) => onChange(min.value, value)}
      />
    </fieldset>
  );
}

/**
 * The full list of one select. A value from a link that no choice holds is slotted in where it belongs in
 * the list's own order (years run downwards), so FilterSelect need not re-sort the list.
 */
function choices(
  end: RangeEnd,
  none: FilterOption,
  place: 'first' | 'last',
  format: (value: number) => string,
) {
  const listed = (value: number) => end.options.some((option) => option.value === value);
  const options = [...end.options];
  if (end.value !== end.fallback && !listed(end.value)) {
    const descending = (options[0]?.value ?? 0) > (options[1]?.value ?? 0);
    const at = options.findIndex((option) =>
      descending ? option.value < end.value : option.value > end.value,
    );
    options.splice(at === -1 ? options.length : at, 0, { value: end.value, label: format(end.value) });
  }
  if (listed(end.fallback)) return options;
  return place === 'first' ? [none, ...options] : [...options, none];
}
