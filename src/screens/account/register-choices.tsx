import { useId } from 'react';

interface Props {
  label: string;
  name: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
  error: string | null;
}

/** A labelled select of the register form with its error slot (red border through aria-invalid). */
export function RegisterChoices({ label, name, value, options, onChange, error }: Props) {
  const id = useId();
  return (
    <div className="bb-field bb-account-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="bb-input bb-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">—</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      <small id={`${id}-error`} className="bb-account-error" role="alert" data-field={name}>
        {error ?? ''}
      </small>
    </div>
  );
}
