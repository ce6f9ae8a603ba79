import { YEAR_BUILT_MIN } from '../../../lib/constants';
import { yearBuiltOptions } from '../../../lib/filters/year-built-options';
import { useT } from '../../../ui/use-t';
import { MinMaxSelects } from '../filter-panel/min-max-selects';
import type { FilterEditorProps } from './filter-editor-props';

/**
 * Year built min and max (SPEC §5): the max lists this year down to 1900 (this year is also its default,
 * so it needs no 'No Max'); the min lists the same years, never past the chosen max.
 */
export function YearBuiltEditor({ draft, onChange }: FilterEditorProps) {
  const { t } = useT();
  const currentYear = new Date().getFullYear();
  return (
    <MinMaxSelects
      legend={t('filters.yearBuilt')}
      min={{
        value: draft.yearBuildMin,
        fallback: YEAR_BUILT_MIN,
        options: yearBuiltOptions({ atMost: draft.yearBuildMax }, currentYear),
      }}
      max={{
        value: draft.yearBuildMax,
        fallback: currentYear,
        options: yearBuiltOptions({ atLeast: draft.yearBuildMin }, currentYear),
      }}
      format={String}
      onChange={(yearBuildMin, yearBuildMax) => onChange({ ...draft, yearBuildMin, yearBuildMax })}
    />
  );
}
