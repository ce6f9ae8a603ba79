import * as v from 'valibot';
import type { FormMessageKey } from './form-messages';
import { isoDateSchema } from './iso-date';

type Rule<T> = readonly [test: (value: T) => boolean, message: FormMessageKey];

// One message per field: the form shows the first one anyway, and 'required' followed by
// 'invalid_email' for an empty box would only be noise in the server's answer.
function firstBroken<T>(...rules: Rule<T>[]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const broken = rules.find(([test]) => !test(dataset.value));
    if (broken) addIssue({ message: broken[1] });
  });
}

const present: Rule<string> = [(value) => value !== '', 'required'];
const atMost = (max: number): Rule<string> => [(value) => value.length <= max, 'too_long'];
const blankOr = (test: (value: string) => boolean) => (value: string) => value === '' || test(value);

const isEmail = (value: string) => v.EMAIL_REGEX.test(value);
const isPhone = (value: string) => /^\d{10}$/.test(value);
const isId = (value: string) => /^[1-9]\d{0,14}$/.test(value);
const isMatrixDir = (value: string) => /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(value);
const isAmount = (value: string) => /^\d+(?:\.\d+)?$/.test(value);
const isDate = (value: string) => v.is(isoDateSchema, value);
const isTimeOfDay = (value: string) => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);

// Form posts (urlencoded, multipart) carry only text; JSON posts may carry numbers. Missing and null
// read as '' so a missing field reports 'required' on its own name rather than an object-level issue.
const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()], 'invalid_value' satisfies FormMessageKey), ''),
  v.transform((raw) => String(raw).trim()),
);

// '(512) 555-0147' and '512.555.0147' are the same 10 digits.
const phoneText = v.pipe(
  text,
  v.transform((value) => value.replace(/[\s().-]/g, '')),
);

// Check boxes and radios post 'yes'/'no'; JSON callers send booleans or 1/0.
const choiceText = v.pipe(
  v.nullish(v.union([v.boolean(), v.number(), v.string()], 'invalid_choice' satisfies FormMessageKey), ''),
  v.transform((raw) => String(raw).trim().toLowerCase()),
);
const YES = ['yes', 'true', '1', 'y'];
const NO = ['no', 'false', '0', 'n'];
const isYesNo = (value: string) => YES.includes(value) || NO.includes(value);

const blankToNull = v.transform((value: string) => (value === '' ? null : value));

function requiredText(max: number) {
  return v.pipe(text, firstBroken(present, atMost(max)));
}

/** Optional text: blank becomes `null`. */
function optionalText(max: number) {
  return v.pipe(text, firstBroken(atMost(max)), blankToNull);
}

/**
 * Field schemas of the form bodies (SPEC §5). Every message is a FORM_MESSAGES key and each field
 * reports only its first broken rule. Names at most 30 characters; e-mail at most 300, well formed and
 * lower-cased; phone exactly 10 digits once separators are removed; new passwords 8 to 128 characters
 * (DESIGN: a phone number is never a password).
 */
export const formField = {
  requiredText,
  optionalText,
  name: requiredText(30),
  email: v.pipe(text, firstBroken(present, atMost(300), [isEmail, 'invalid_email']), v.toLowerCase()),
  optionalEmail: v.pipe(
    text,
    firstBroken(atMost(300), [blankOr(isEmail), 'invalid_email']),
    v.toLowerCase(),
    blankToNull,
  ),
  phone: v.pipe(phoneText, firstBroken(present, [isPhone, 'invalid_phone'])),
  optionalPhone: v.pipe(phoneText, firstBroken([blankOr(isPhone), 'invalid_phone']), blankToNull),
  newPassword: v.pipe(
    v.nullish(v.string('invalid_value' satisfies FormMessageKey), ''),
    firstBroken(present, [(value) => value.length >= 8, 'password_too_short'], atMost(128)),
  ),
  /** An existing password: compared with the stored hash, so only presence and a sane size. */
  password: v.pipe(
    v.nullish(v.string('invalid_value' satisfies FormMessageKey), ''),
    firstBroken(present, atMost(1024)),
  ),
  /** 'yes'/'no' (also true/false, 1/0) as a boolean. */
  yesNo: v.pipe(
    choiceText,
    firstBroken(present, [isYesNo, 'invalid_choice']),
    v.transform((value) => YES.includes(value)),
  ),
  /** 'yes'/'no' as a boolean; blank or missing is `null`. */
  optionalYesNo: v.pipe(
    choiceText,
    firstBroken([blankOr(isYesNo), 'invalid_choice']),
    v.transform((value) => (value === '' ? null : YES.includes(value))),
  ),
  /** A record id (hidden fields such as ListingKeyNumeric, ClientID) as a positive integer. */
  id: v.pipe(text, firstBroken(present, [isId, 'invalid_value']), v.transform(Number)),
  /** An optional record id; blank is `null`. */
  optionalId: v.pipe(
    text,
    firstBroken([blankOr(isId), 'invalid_value']),
    v.transform((value) => (value === '' ? null : Number(value))),
  ),
  /** An optional agent MatrixDir (the agent whose site or page a form was sent from); blank is `null`. */
  optionalMatrixDir: v.pipe(
    text,
    firstBroken(atMost(64), [blankOr(isMatrixDir), 'invalid_value']),
    blankToNull,
  ),
  /** An optional amount of money or measure (>= 0); blank is `null`. */
  optionalAmount: v.pipe(
    text,
    firstBroken([blankOr(isAmount), 'invalid_number']),
    v.transform((value) => (value === '' ? null : Number(value))),
  ),
  /** One of `options` (radio buttons, selects). */
  choice<const TOptions extends readonly [string, ...string[]]>(options: TOptions) {
    const isOption = (value: string) => options.includes(value);
    // The picklist only runs once the rules passed, so it narrows the type without a second message.
    return v.pipe(text, firstBroken(present, [isOption, 'invalid_choice']), v.picklist(options));
  },
  /** A 'YYYY-MM-DD' calendar date. */
  date: v.pipe(text, firstBroken(present, [isDate, 'invalid_date'])),
  /** An optional time of day, 'HH:MM' on the 24-hour clock (a tour's preferred time); blank is `null`. */
  optionalTimeOfDay: v.pipe(text, firstBroken([blankOr(isTimeOfDay), 'invalid_value']), blankToNull),
  /** Tour date: 'asap' or a 'YYYY-MM-DD' calendar date. */
  tourDate: v.pipe(
    text,
    firstBroken(present, [(value) => value === 'asap' || isDate(value), 'invalid_date']),
  ),
} as const;
