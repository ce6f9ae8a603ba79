import * as v from 'valibot';
import { formField } from './form-field';
import { wireBooleanSchema } from './wire-boolean';
import { nullableTextSchema } from './wire-text';

/** Body of POST /search, the legacy header search: the text, and `city: true` to search cities only. */
export const legacySearchRequestSchema = v.object({
  search: formField.requiredText(200),
  city: formField.optionalYesNo,
});

export type LegacySearchRequest = v.InferOutput<typeof legacySearchRequestSchema>;

const legacyCitySchema = v.object({
  Subdomain: nullableTextSchema,
  City: nullableTextSchema,
  StateOrProvince: nullableTextSchema,
});

const legacyStreetSchema = v.object({
  url: nullableTextSchema,
  Address: nullableTextSchema,
  City: nullableTextSchema,
  StateOrProvince: nullableTextSchema,
  PostalCode: nullableTextSchema,
});

/**
 * Response of POST /search: `{ success, data: { city, street, zip } }` (SPEC §3 Legacy search); missing
 * groups are `[]`.
 */
export const legacySearchResponseSchema = v.object({
  success: v.nullish(wireBooleanSchema, true),
  data: v.nullish(
    v.object({
      city: v.nullish(v.array(legacyCitySchema), () => []),
      street: v.nullish(v.array(legacyStreetSchema), () => []),
      zip: v.nullish(v.array(legacyStreetSchema), () => []),
    }),
    () => ({ city: [], street: [], zip: [] }),
  ),
});

export type LegacySearchResponse = v.InferOutput<typeof legacySearchResponseSchema>;
