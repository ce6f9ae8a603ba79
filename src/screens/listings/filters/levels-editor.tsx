import { levelsLabel } from '../../../lib/filters/levels-label';
import { levelsMaxOptions, levelsMinOptions } from '../../../lib/filters/levels-options';
import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from './filter-editor-props';
import { FilterSelect } from './filter-select';

/**
 * Levels: Min and Max selects of 1, 1.5, 2, 3 and 3+, bounded by each other (SPEC §5). '3+' is 4 as a
 * minimum and the filter's top (10, no limit) as a maximum, so the untouched Max reads '3+'.
 */
export function LevelsEditor({ draft, onChange }: FilterEditorProps) {
  const { t } = useT();
  const { levelsMin: min, levelsMax: max } = draft;
  return (
    <div className="bb-filter-editor">
      <div className="bb-pair">
        <FilterSelect
          label={t('filters.min')}
          value={min}
          options={[{ value: 0, label: t('filters.noMin') }, ...levelsMinOptions(max)]}
          formatValue={levelsLabel}
          onChange={(value) => onChange({ ...draft, levelsMin: value })}
        />
        <FilterSelect
          label={t('filters.max')}
          value={max}
          options={levelsMaxOptions(min)}
          formatValue={levelsLabel}
          onChange={(value) => onChange({ ...draft, levelsMax: value })}
        />
      </div>
    </div>
  );
}
