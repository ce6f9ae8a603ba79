import * as v from 'valibot';

export interface ThankYouParams {
  name: string | null;
  email: string | null;
}

// A first name to greet: letters, spaces and the punctuation of names; anything else is not greeted.
const nameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(60),
  v.regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u),
);
const emailSchema = v.pipe(v.string(), v.trim(), v.maxLength(300), v.email());

/**
 * The optional query parameters of the thank-you page (SPEC §2): `name` and `email`, as the lead flow
 * passes them along. Each is shown only when valid; a missing or odd value just leaves its part out
 * (React escapes what is shown, so nothing in the address can become markup).
 */
export function thankYouParams(search: string): ThankYouParams {
  const query = new URLSearchParams(search);
  const read = <S extends typeof nameSchema | typeof emailSchema>(schema: S, key: string) => {
    const parsed = v.safeParse(schema, query.get(key) ?? '');
    return parsed.success ? parsed.output : null;
  };
  return { name: read(nameSchema, 'name'), email: read(emailSchema, 'email') };
}
