import { LOT_SIZE_MAX_SQFT } from '../../../lib/constants';
import { lotSizeOptions } from '../../../lib/filters/lot-size-options';
import { formatLotSize } from '../../../lib/format/format-lot-size';
import { useT } from '../../../ui/use-t';
import { MinMaxSelects } from '../filter-panel/min-max-selects';
import type { FilterEditorProps } from './filter-editor-props';

/** Lot size min and max (SPEC §5): square feet, shown in acres above 10,000 sq ft; each end bounds the other. */
export function LotSizeEditor({ draft, onChange }: FilterEditorProps) {
  const { lang, t } = useT();
  return (
    <MinMaxSelects
      legend={t('filters.lotSize')}
      min={{
        value: draft.lotSizeMin,
        fallback: 0,
        options: lotSizeOptions(lang, { atMost: draft.lotSizeMax }),
      }}
      max={{
        value: draft.lotSizeMax,
        fallback: LOT_SIZE_MAX_SQFT,
        options: lotSizeOptions(lang, { atLeast: draft.lotSizeMin }),
      }}
      format={(value) => formatLotSize(lang, value)}
      onChange={(lotSizeMin, lotSizeMax) => onChange({ ...draft, lotSizeMin, lotSizeMax })}
    />
  );
}
