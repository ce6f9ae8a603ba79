import { useId } from 'react';
import { useT } from '../../../ui/use-t';
import type { LocationChoice } from './location-chain';
import type { LocationList } from './use-location-list';

interface Props {
  label: string;
  list: LocationList;
  chosen: LocationChoice | undefined;
  onPick: (choice: LocationChoice) => void;
  onClear: () => void;
}

/**
 * A short level (12 regions, ~25 metros) as a native select: 'All' clears it. A chosen place the list
 * does not hold yet (still loading, or from a link) stays shown by its slug rather than vanishing.
 */
export function LocationSelect({ label, list, chosen, onPick, onClear }: Props) {
  const { t } = useT();
  const id = useId();
  const known = chosen === undefined || list.options.some((option) => option.value === chosen.value);
  return (
    <div className="bb-field bb-location-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="bb-select"
        value={chosen?.value ?? ''}
        aria-busy={list.status === 'loading'}
        onChange={(event) => {
          const value = event.target.value;
          const option = list.options.find((o) => o.value === value);
          if (option) onPick({ value: option.value, label: option.label });
          else onClear();
        }}
      >
        <option value="">{t('location.any')}</option>
        {!known && chosen && <option value={chosen.value}>{chosen.label ?? chosen.value}</option>}
        {list.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {list.status === 'failed' && <p className="bb-location-error">{t('location.loadFailed')}</p>}
    </div>
  );
}
