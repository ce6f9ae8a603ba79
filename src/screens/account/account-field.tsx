import { useId } from 'react';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message, already translated; `null` when none. */
  error: string | null;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  list?: string;
  hint?: string;
}

/**
 * One labelled box of the account forms with its error slot under it: a red border (aria-invalid) and a
 * message tied to the box with aria-describedby, announced when it appears.
 */
export function AccountField({ label, name, value, onChange, error, hint, ...rest }: Props) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="bb-field bb-account-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={value}
        className="bb-input"
        type={rest.type ?? 'text'}
        autoComplete={rest.autoComplete}
        inputMode={rest.inputMode}
        list={rest.list}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <small id={`${id}-hint`} className="bb-hint">
          {hint}
        </small>
      )}
      <small id={`${id}-error`} className="bb-account-error" role="alert" data-field={name}>
        {error ?? ''}
      </small>
    </div>
  );
}
