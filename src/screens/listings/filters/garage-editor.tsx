import { GARAGE_MAX } from '../../../lib/constants';
import { garageOptions } from '../../../lib/filters/garage-options';
import { formatNumber } from '../../../lib/format/format-number';
import { useT } from '../../../ui/use-t';
import { MinMaxSelects } from '../filter-panel/min-max-selects';
import type { FilterEditorProps } from './filter-editor-props';

/** Garage spaces min and max (SPEC §5): 1 to 4, each end bounding the other. */
export function GarageEditor({ draft, onChange }: FilterEditorProps) {
  const { lang, t } = useT();
  return (
    <MinMaxSelects
      legend={t('filters.garage')}
      min={{ value: draft.garageMin, fallback: 0, options: garageOptions(lang, { atMost: draft.garageMax }) }}
      max={{
        value: draft.garageMax,
        fallback: GARAGE_MAX,
        options: garageOptions(lang, { atLeast: draft.garageMin }),
      }}
      format={(value) => formatNumber(lang, value)}
      onChange={(garageMin, garageMax) => onChange({ ...draft, garageMin, garageMax })}
    />
  );
}
