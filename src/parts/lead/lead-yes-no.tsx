import { useId } from 'react';
import { useT } from '../../ui/use-t';

interface Props {
  legend: string;
  name: string;
  value: '' | 'yes' | 'no';
  onChange: (value: 'yes' | 'no') => void;
  error: string | null;
}

/** A yes/no question of 'One Last Step' (realtor, houseToSell) as a radio pair with its error slot. */
export function LeadYesNo({ legend, name, value, onChange, error }: Props) {
  const { t } = useT();
  const id = useId();
  return (
    <fieldset className="bb-lead-choice" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {(['yes', 'no'] as const).map((choice) => (
        <label key={choice} className="bb-check">
          <input
            type="radio"
            name={`${id}-${name}`}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {t(choice === 'yes' ? 'common.yes' : 'common.no')}
        </label>
      ))}
      <small id={`${id}-error`} className="bb-lead-error" role="alert" data-field={name}>
        {error ?? ''}
      </small>
    </fieldset>
  );
}
