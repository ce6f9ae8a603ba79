import * as v from 'valibot';

// Backends send 'YYYY-MM-DD', but SQL drivers and RESO feeds also send '2024-05-01 00:00:00' or a full
// ISO timestamp; only the calendar date matters for display.
const DATE_PREFIX = /^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))(?:$|[T ])/;

// MySQL-backed systems write this for "no date".
const ZERO_DATE = /^0000-00-00/;

/** A calendar date in a response; outputs 'YYYY-MM-DD'. */
export const wireDateSchema = v.pipe(
  v.string(),
  v.trim(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const match = DATE_PREFIX.exec(dataset.value);
    if (match?.[1] === undefined) {
      addIssue({ message: `Expected a 'YYYY-MM-DD' date but received "${dataset.value}"` });
      return NEVER;
    }
    return match[1];
  }),
);

/** An optional calendar date in a response: missing, null, blank and zero dates become `null`. */
export const nullableDateSchema = v.nullish(
  v.pipe(
    v.string(),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '' || ZERO_DATE.test(dataset.value)) return null;
      const match = DATE_PREFIX.exec(dataset.value);
      if (match?.[1] === undefined) {
        addIssue({ message: `Expected a 'YYYY-MM-DD' date but received "${dataset.value}"` });
        return NEVER;
      }
      return match[1];
    }),
  ),
  null,
);
