import { HONEYPOT_FIELD } from '../contract';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The decoy box of the lead, tour and contact forms (src/contract/honeypot-field.ts): off-screen, out of
 * the tab order and hidden from screen readers, so no person fills it; a bot that fills every box does,
 * and the server then quietly keeps nothing. Autofill is asked to leave it alone.
 */
export function HoneypotField({ value, onChange }: Props) {
  return (
    <div className="bb-honeypot" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** The decoy's value as a posted field, or nothing at all when it was left empty (every person). */
export function honeypotFields(value: string): Record<string, string> {
  return value === '' ? {} : { [HONEYPOT_FIELD]: value };
}
