import * as v from 'valibot';

// Identifiers such as MlsNum and PostalCode arrive as numbers from some feeds; text is kept as text.
const scalarText = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((raw) => String(raw).trim()),
);

/** A required text field of a response; numbers are accepted and turned into their decimal text. */
export const wireTextSchema = scalarText;

/**
 * An optional text field of a response. Missing, null and blank become `null`, so display code has one
 * "not available" value to check.
 */
export const nullableTextSchema = v.nullish(
  v.pipe(
    scalarText,
    v.transform((text) => (text === '' ? null : text)),
  ),
  null,
);

/**
 * An optional RESO multi-value lookup (Cooling, Heating, Roof, amenities…): RESO Web API feeds send an
 * array, older backends a comma-separated string. Output is always the display string or `null`.
 */
export const nullableMultiTextSchema = v.nullish(
  v.pipe(
    v.union([scalarText, v.array(scalarText)]),
    v.transform((raw) => {
      const text = Array.isArray(raw) ? raw.filter((part) => part !== '').join(', ') : raw;
      return text === '' ? null : text;
    }),
  ),
  null,
);
