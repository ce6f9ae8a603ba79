import { useId } from 'react';
import { type ListedDateVariant, listedDateOptions } from '../../../lib/filters/listed-date-options';
import { LISTED_DATE_VALUES } from '../../../lib/listings-filters/listings-filter-state';
import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from './filter-editor-props';

interface Props extends FilterEditorProps {
  /** 'side-panel' offers only 1, 7 and 30 days (SPEC §5); its card's Reset brings back "no preference". */
  readonly variant?: ListedDateVariant;
}

/** How recently the listing was listed: no preference (4000), 1, 7, 30 or 90 days (SPEC §5). */
export function ListedDateEditor({ draft, onChange, variant = 'full' }: Props) {
  const { lang, t } = useT();
  const name = useId();
  return (
    <fieldset className="bb-options">
      <legend className="bb-visually-hidden">{t('filters.listedDate')}</legend>
      {listedDateOptions(lang, variant).map((option) => (
        <label key={option.value} className="bb-check">
          <input
            type="radio"
            name={name}
            value={String(option.value)}
            checked={draft.listedDate === option.value}
            onChange={() => {
              // The option values are the state's own list; finding it again keeps the exact type.
              const listedDate = LISTED_DATE_VALUES.find((value) => value === option.value);
              if (listedDate !== undefined) onChange({ ...draft, listedDate });
            }}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
