import * as v from 'valibot';

export interface WholeNumberRange {
  min: number;
  max?: number;
  /** What the number counts, for the message: 'days' gives "a whole number of days". */
  unit?: string;
  /** What 0 means when it is allowed ('off'), for the message: "0 (off) or more". */
  zero?: string;
}

/**
 * An environment variable holding a whole number: digits only (no '1e3', '0x10', '12abc' or '2.5', which
 * `Number` would read as something else), spaces around them ignored, empty or unset the `fallback`.
 * A bad value stops the server at start with a message naming the variable and what it was given.
 */
export function wholeNumberSetting(name: string, fallback: number, range: WholeNumberRange) {
  const { min, max, unit, zero } = range;
  const kind = unit ? `a whole number of ${unit}` : 'a whole number';
  const lowest = min === 0 && zero ? `0 (${zero})` : String(min);
  const bounds = max === undefined ? `${lowest} or more` : `${lowest} to ${max}`;
  return v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = dataset.value.trim();
      if (text === '') return fallback;
      const value = /^-?\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
      const problem = Number.isSafeInteger(value)
        ? value < min || (max !== undefined && value > max)
          ? bounds
          : null
        : kind;
      if (problem === null) return value;
      addIssue({ message: `${name} must be ${problem}, got "${dataset.value}"` });
      return NEVER;
    }),
  );
}
