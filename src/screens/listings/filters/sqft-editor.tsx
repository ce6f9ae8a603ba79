import { SQFT_MAX } from '../../../lib/constants';
import { sqftOptions } from '../../../lib/filters/sqft-options';
import { formatNumber } from '../../../lib/format/format-number';
import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from './filter-editor-props';
import { FilterSelect } from './filter-select';

/**
 * Square feet: Min and Max selects in steps of 250 up to 7,500 (SPEC §5), each bounded by the other.
 * 'No Min' is 0 and 'No Max' the filter's top (5,000,000), the defaults.
 */
export function SqftEditor({ draft, onChange }: FilterEditorProps) {
  const { lang, t } = useT();
  const { squareMin: min, squareMax: max } = draft;
  const format = (value: number) => formatNumber(lang, value);
  return (
    <div className="bb-filter-editor">
      <div className="bb-pair">
        <FilterSelect
          label={t('filters.min')}
          value={min}
          options={[{ value: 0, label: t('filters.noMin') }, ...sqftOptions(lang, { atMost: max })]}
          formatValue={format}
          onChange={(value) => onChange({ ...draft, squareMin: value })}
        />
        <FilterSelect
          label={t('filters.max')}
          value={max}
          options={[...sqftOptions(lang, { atLeast: min }), { value: SQFT_MAX, label: t('filters.noMax') }]}
          formatValue={format}
          onChange={(value) => onChange({ ...draft, squareMax: value })}
        />
      </div>
    </div>
  );
}
