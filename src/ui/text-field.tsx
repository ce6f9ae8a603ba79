import { useId } from 'react';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message, already translated; `null` when none. */
  error: string | null;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** A box of several lines (a message, a question) instead of one. */
  multiline?: boolean;
  /** Lines of a multiline box (default 3). */
  rows?: number;
  /** Example or requirement text inside the empty box; never instead of the label. */
  placeholder?: string;
  /** The id of a <datalist> of suggestions; any typed value stays allowed. */
  list?: string;
  onBlur?: () => void;
  /** A star after the label for sight, aria-required for screen readers; the label's name stays the same. */
  required?: boolean;
  /**
   * The account forms (login, register, dashboard) and the lead forms (lead, tour, contact) are styled
   * apart, and the browser tests find the lead's error slots by their class.
   */
  look?: 'account' | 'lead';
}

/**
 * One labelled box of a form with its error slot under it: a red border (aria-invalid) and a message
 * tied to the box with aria-describedby, announced when it appears, so a screen-reader user hears why a
 * form was refused. The slot stays in the page empty, carrying its field's name for the tests.
 */
export function TextField(props: Props) {
  const { label, name, value, onChange, error, hint, multiline, rows = 3, look = 'account' } = props;
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    className: 'bb-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': props.required ? true : undefined,
    placeholder: props.placeholder,
    onBlur: props.onBlur,
  };
  return (
    <div className={`bb-field bb-${look}-field`}>
      <label htmlFor={id}>
        {label}
        {props.required && (
          <span className="bb-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          list={props.list}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <small id={`${id}-hint`} className="bb-hint">
          {hint}
        </small>
      )}
      <small id={`${id}-error`} className={`bb-${look}-error`} role="alert" data-field={name}>
        {error ?? ''}
      </small>
    </div>
  );
}
