import * as v from 'valibot';

const TRUE_TEXT = new Set(['1', 'true', 'y', 'yes', 'on']);
const FALSE_TEXT = new Set(['0', 'false', 'n', 'no', 'off', '']);

/**
 * A flag in a response or a form field: JSON booleans, 0/1 (MySQL tinyint, rtlist) and "Y"/"N",
 * "yes"/"no", "true"/"false" text all become a boolean.
 */
export const wireBooleanSchema = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    if (typeof raw === 'boolean') return raw;
    if (typeof raw === 'number' && (raw === 0 || raw === 1)) return raw === 1;
    if (typeof raw === 'string') {
      const text = raw.trim().toLowerCase();
      if (TRUE_TEXT.has(text)) return true;
      if (FALSE_TEXT.has(text)) return false;
    }
    addIssue({ message: `Expected a boolean flag but received "${String(raw)}"` });
    return NEVER;
  }),
);

/** An optional flag in a response; missing and null stay `null` (unknown is not "no"). */
export const nullableBooleanSchema = v.nullish(wireBooleanSchema, null);
