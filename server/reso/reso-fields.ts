import * as v from 'valibot';
import { isoDateSchema } from '../../src/contract';
import { texasClock } from '../../src/lib/time/texas-time';

// RESO JSON sends absent values either as a missing key or as null; both come out as null here so the
// mappers have one case to handle. Empty strings are absent values too.
const absent = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema), null);

const trimmed = v.pipe(
  v.string('Expected text'),
  v.trim(),
  v.transform((text) => (text === '' ? null : text)),
);

// `IEEE754Compatible=true` makes a server send Edm.Decimal (and Edm.Int64) as JSON strings: '875000.00'.
const numeric = v.union(
  [
    v.number(),
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i),
      v.transform((text) => Number(text)),
    ),
  ],
  'Expected a number',
);

const number = (min: number, max: number) =>
  v.pipe(
    numeric,
    v.finite('Expected a finite number'),
    v.minValue(min, `Expected a number from ${min} to ${max}`),
    v.maxValue(max, `Expected a number from ${min} to ${max}`),
  );

// 'Active Under Contract', 'ActiveUnderContract' and 'active under contract' are one lookup value: DD 2.0
// servers send the display form, older ones the enumeration member name.
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const phoneDigits = v.pipe(
  v.string('Expected a phone number'),
  // An extension ('512-555-0100 x12', 'ext. 12') cannot be dialled from a tel: link: the line is kept.
  v.transform((text) => text.replace(/\s*(?:x|ext\.?|extension|#)\s*\d{1,6}\s*$/i, '')),
  v.transform((text) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')),
  v.regex(/^\d{10}$/, 'Expected a ten-digit phone number'),
);

// Edm.DateTimeOffset as servers write it: seconds and fractions are optional ('2025-06-14T15:30Z'),
// the zone is not (a time without one would be read in the server's zone).
const timestampText = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const timestamp = v.pipe(
  v.string('Expected a timestamp'),
  v.trim(),
  v.regex(timestampText, "Expected an ISO timestamp such as '2025-06-14T15:30:00Z'"),
  v.check((text) => !Number.isNaN(Date.parse(text)), 'Expected a real point in time'),
);

// A calendar date, or a timestamp some servers send for one (CloseDate '2026-11-21T03:00:00Z'): its day
// in Texas, not UTC's, which would be the next day for an evening closing.
const calendarDate = v.union(
  [
    isoDateSchema,
    v.pipe(
      timestamp,
      v.transform((text) => texasClock(text).date),
    ),
  ],
  "Expected a 'YYYY-MM-DD' date",
);

// 'www.tours.example.com/1507': a link typed without its scheme, still the agent's link.
const bareHost = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:[/?#]|$)/i;

const webAddress = v.pipe(
  v.string('Expected a URL'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const text = dataset.value.trim();
    if (text === '') return null;
    const withScheme = bareHost.test(text) ? `https://${text}` : text;
    // It ends up in an href or an img src: nothing but http(s).
    if (!/^https?:\/\//i.test(withScheme)) {
      addIssue({ message: 'Expected an http(s) URL' });
      return NEVER;
    }
    try {
      // The URL parser encodes what feeds leave unencoded (spaces, accents) and keeps what is encoded.
      return new URL(withScheme).href;
    } catch {
      addIssue({ message: 'Expected a URL' });
      return NEVER;
    }
  }),
);

/**
 * Field schemas for RESO Data Dictionary 2.0 records. A value that fails its field's schema is dropped
 * and reported by `parseResoFields`; only the few fields a record cannot be acted on without fail it.
 */
export const resoFields = {
  /** Optional text; '' and whitespace count as absent. */
  text: absent(trimmed),
  /** Text that must be present. */
  required: v.pipe(v.string('Expected text'), v.trim(), v.nonEmpty('Required')),
  /** Optional number within [min, max], a JSON number or its text. */
  number: (min: number, max: number) => absent(number(min, max)),
  /** Optional whole number within [min, max]. */
  integer: (min: number, max: number) =>
    absent(v.pipe(number(min, max), v.integer('Expected a whole number'))),
  /** Optional year; 0, which MLSs send for "unknown", is absent. */
  year: absent(
    v.pipe(
      number(0, 2100),
      v.integer('Expected a whole number'),
      v.check((year) => year === 0 || year >= 1600, 'Expected a year from 1600 to 2100'),
      v.transform((year) => (year === 0 ? null : year)),
    ),
  ),
  /** Optional 'YYYY-MM-DD' calendar date (a timestamp gives its Texas day). */
  date: absent(calendarDate),
  /** ISO 8601 timestamp with a zone ('2025-06-14T15:30Z'), as RESO's Edm.DateTimeOffset. */
  timestamp,
  optionalTimestamp: absent(timestamp),
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
  /** Optional 5-digit ZIP code, or ZIP+4. */
  postalCode: absent(
    v.pipe(
      v.string('Expected a ZIP code'),
      v.trim(),
      v.regex(/^(?:\d{5}(?:-?\d{4})?)?$/, 'Expected a 5-digit ZIP code'),
      v.transform((text) => (text === '' ? null : text)),
    ),
  ),
  /** Optional US phone number, kept as its ten digits (the client formats it); an extension is dropped. */
  phone: absent(phoneDigits),
  requiredPhone: phoneDigits,
  /** Optional e-mail address. Apostrophes and the like are valid in the local part (o'brien@x.com). */
  email: absent(
    v.pipe(
      v.string('Expected an e-mail address'),
      v.trim(),
      v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Expected an e-mail address'),
    ),
  ),
  /** Optional http(s) address, encoded; a bare host gets https://. */
  url: absent(webAddress),
} as const;
