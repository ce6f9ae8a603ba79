import * as v from 'valibot';

/**
 * Autocomplete text as the server reads it: trimmed, at most `max` characters. Unlike the client's
 * `searchTextParamsSchema`, blank is valid here: SPEC §5 has blank input empty the lists, so the server
 * answers empty groups instead of an error. JSON bodies may send a ZIP or MLS number as a number.
 */
export function searchTextSchema(max: number) {
  return v.pipe(
    v.nullish(v.union([v.string(), v.pipe(v.number(), v.finite())], 'Expected search text'), ''),
    v.transform((raw) => String(raw).trim()),
    v.maxLength(max, `Expected at most ${max} characters of search text`),
  );
}
