import type { FilterOption } from '../../../lib/filters/filter-option';

interface Props {
  label: string;
  value: number;
  /** Ascending by value, as every list of SPEC §5 is. */
  options: readonly FilterOption[];
  /** The label of a value no option holds; its digits by default. */
  formatValue?: (value: number) => string;
  onChange: (value: number) => void;
}

/**
 * A labelled select over numeric filter options. A value that no option holds (typed, or from an old
 * link: squareMin=1234) is added as its own choice, so the select never pretends a different value is
 * chosen.
 */
export function FilterSelect({ label, value, options, formatValue = String, onChange }: Props) {
  const shown = options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: formatValue(value) }].sort((a, b) => a.value - b.value);
  return (
    <label className="bb-field">
      <span>{label}</span>
      <select
        className="bb-select"
        value={String(value)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        {shown.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
