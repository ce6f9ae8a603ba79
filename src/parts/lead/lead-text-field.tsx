import { useId } from 'react';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The first server message for this field, already translated; `null` when none. */
  error: string | null;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  multiline?: boolean;
  /** Lines of a multiline box (default 3). */
  rows?: number;
  /** Example or requirement text inside the empty box; never instead of the label. */
  placeholder?: string;
  list?: string;
  onBlur?: () => void;
}

/**
 * One labelled box of the lead flow with its error slot: the error is tied to the box with
 * aria-describedby and announced when it appears, so a screen-reader user hears why a step was refused.
 */
export function LeadTextField(props: Props) {
  const { label, name, value, onChange, error, hint, multiline, rows = 3, ...rest } = props;
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    className: 'bb-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    placeholder: rest.placeholder,
    onBlur: rest.onBlur,
  };
  return (
    <div className="bb-field bb-lead-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={rest.type ?? 'text'}
          autoComplete={rest.autoComplete}
          inputMode={rest.inputMode}
          list={rest.list}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <small id={`${id}-hint`} className="bb-hint">
          {hint}
        </small>
      )}
      <small id={`${id}-error`} className="bb-lead-error" role="alert" data-field={name}>
        {error ?? ''}
      </small>
    </div>
  );
}
