import * as v from 'valibot';

// MLS backends and PostgreSQL `numeric` columns serialise money and measures as strings ("350000.00");
// some format them with US thousands separators ("1,840"), which are unambiguous when correctly grouped.
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const GROUPED_TEXT = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

const numberOrText = v.union([v.pipe(v.number(), v.finite()), v.string()]);

function readNumber(raw: number | string): number | undefined {
  if (typeof raw === 'number') return raw;
  const text = raw.trim();
  if (NUMERIC_TEXT.test(text)) return Number(text);
  return GROUPED_TEXT.test(text) ? Number(text.replaceAll(',', '')) : undefined;
}

const notANumber = (raw: unknown) => `Expected a number or a numeric string but received "${String(raw)}"`;

/**
 * A number in a response, sent either as a JSON number or as a numeric string; outputs a number.
 * Used for every numeric field of the listing and location responses (SPEC §3).
 */
export const wireNumberSchema = v.pipe(
  numberOrText,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = readNumber(dataset.value);
    if (value !== undefined) return value;
    addIssue({ message: notANumber(dataset.value) });
    return NEVER;
  }),
);

/**
 * An optional number in a response: missing, null and blank text ("" from CSV-fed backends) all become
 * `null`, so consumers test one value for "N/A".
 */
export const nullableNumberSchema = v.nullish(
  v.pipe(
    numberOrText,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (typeof dataset.value === 'string' && dataset.value.trim() === '') return null;
      const value = readNumber(dataset.value);
      if (value !== undefined) return value;
      addIssue({ message: notANumber(dataset.value) });
      return NEVER;
    }),
  ),
  null,
);
