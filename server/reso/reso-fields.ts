import * as v from 'valibot';
import { isoDateSchema } from '../../src/contract/iso-date';

// RESO JSON sends absent values either as a missing key or as null; both come out as null here so the
// mappers have one case to handle. Empty strings are absent values too.
const absent = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema), null);

const trimmed = v.pipe(
  v.string('Expected text'),
  v.trim(),
  v.transform((text) => (text === '' ? null : text)),
);

const number = (min: number, max: number) =>
  v.pipe(
    v.number('Expected a number'),
    v.finite('Expected a finite number'),
    v.minValue(min, `Expected a number from ${min} to ${max}`),
    v.maxValue(max, `Expected a number from ${min} to ${max}`),
  );

// 'Active Under Contract', 'ActiveUnderContract' and 'active under contract' are one lookup value: DD 2.0
// servers send the display form, older ones the enumeration member name.
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const phoneDigits = v.pipe(
  v.string('Expected a phone number'),
  v.transform((text) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')),
  v.regex(/^\d{10}$/, 'Expected a ten-digit phone number'),
);

const isTimestamp = (text: string) => !Number.isNaN(Date.parse(text));

/**
 * Field schemas for RESO Data Dictionary 2.0 records. Numbers must be JSON numbers (RESO's Edm.Decimal),
 * never text: a price of "Call for price" is a broken record, not a listing without a price.
 */
export const resoFields = {
  /** Optional text; '' and whitespace count as absent. */
  text: absent(trimmed),
  /** Text that must be present. */
  required: v.pipe(v.string('Expected text'), v.trim(), v.nonEmpty('Required')),
  /** Optional number within [min, max]. */
  number: (min: number, max: number) => absent(number(min, max)),
  /** Optional whole number within [min, max]. */
  integer: (min: number, max: number) =>
    absent(v.pipe(number(min, max), v.integer('Expected a whole number'))),
  /** Optional 'YYYY-MM-DD' calendar date. */
  date: absent(isoDateSchema),
  /** 'YYYY-MM-DD' calendar date that must be present. */
  requiredDate: isoDateSchema,
  /** ISO 8601 timestamp with a zone ('2025-06-14T15:30:00Z'), as RESO's Edm.DateTimeOffset. */
  timestamp: v.pipe(
    v.string('Expected a timestamp'),
    v.isoTimestamp("Expected an ISO timestamp such as '2025-06-14T15:30:00Z'"),
    v.check(isTimestamp, 'Expected a real point in time'),
  ),
  optionalTimestamp: absent(
    v.pipe(v.string(), v.isoTimestamp("Expected an ISO timestamp such as '2025-06-14T15:30:00Z'")),
  ),
  /** Optional boolean (RESO's …YN fields). */
  yn: absent(v.boolean('Expected true or false')),
  /**
   * A multi-value lookup: a JSON array (DD 2.0) or the comma-separated string older servers send, joined
   * as 'A, B' like the generated data; an empty list is absent.
   */
  list: v.pipe(
    absent(v.union([v.array(v.string('Expected text')), v.string()], 'Expected a list of text')),
    v.transform((value) => {
      const items = (typeof value === 'string' ? value.split(',') : (value ?? []))
        .map((item) => item.trim())
        .filter((item) => item !== '');
      return items.length === 0 ? null : items.join(', ');
    }),
  ),
  /** One of `values`, however spaced or cased; the output is the spelling in `values`. */
  lookup: <const T extends string>(values: readonly T[]) => {
    const byKey = new Map(values.map((value) => [squash(value), value]));
    return v.pipe(
      v.string('Expected text'),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const found = byKey.get(squash(dataset.value));
        if (found !== undefined) return found;
        addIssue({ message: `Expected one of ${values.join(', ')}` });
        return NEVER;
      }),
    );
  },
  /** Optional US phone number, kept as its ten digits (the client formats it). */
  phone: absent(phoneDigits),
  requiredPhone: phoneDigits,
  /** Optional web address; only http(s), because it ends up in an href or an img src. */
  url: absent(
    v.pipe(
      v.string('Expected a URL'),
      v.trim(),
      v.url('Expected a URL'),
      v.regex(/^https?:\/\//i, 'Expected an http(s) URL'),
    ),
  ),
} as const;
