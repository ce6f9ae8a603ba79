import * as v from 'valibot';
import { listEnvelope } from './list-envelope';
import { unwrapSource } from './unwrap-source';
import { nullableNumberSchema, wireNumberSchema } from './wire-number';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/** Path parameter `{text}` of GET /api/searchAddress/…, /api/searchCity/…, /api/searchPostal/…. */
export const searchTextParamsSchema = v.object({
  text: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Expected search text'),
    v.maxLength(100, 'Expected at most 100 characters of search text'),
  ),
});

/**
 * A listing found by address or MLS number. The result panel flags it by MlsStatus (in `color` when the
 * backend sends the flag colour, SPEC §3) and shows DOM and OriginatingSystemName; the link is
 * `subdomain` + `url` minus its '.html'.
 */
export const addressResultSchema = v.object({
  ListingKeyNumeric: wireNumberSchema,
  MlsNum: nullableTextSchema,
  MlsStatus: nullableTextSchema,
  // Optional: older backends leave it out and the client derives the flag from MlsStatus.
  color: v.optional(nullableTextSchema),
  subdomain: nullableTextSchema,
  url: nullableTextSchema,
  Address: nullableTextSchema,
  City: nullableTextSchema,
  StateOrProvince: nullableTextSchema,
  PostalCode: nullableTextSchema,
  DOM: nullableNumberSchema,
  OriginatingSystemName: nullableTextSchema,
  // Optional: older backends leave it out, and an Active lease then reads "For Sale" as before.
  PropertyType: v.optional(nullableTextSchema),
});

export type AddressResult = v.InferOutput<typeof addressResultSchema>;

/** A city found by name; links to its sub-domain. */
export const cityResultSchema = v.object({ City: wireTextSchema, subdomain: nullableTextSchema });

export type CityResult = v.InferOutput<typeof cityResultSchema>;

// Postal results arrive as { 'ZIP code' }, { 'ZIP Code' }, { PostalCode } or bare values.
const postalCodeText = v.pipe(
  v.union([
    wireTextSchema,
    v.pipe(
      v.object({ 'ZIP code': wireTextSchema }),
      v.transform((row) => row['ZIP code']),
    ),
    v.pipe(
      v.object({ 'ZIP Code': wireTextSchema }),
      v.transform((row) => row['ZIP Code']),
    ),
    v.pipe(
      v.object({ PostalCode: wireTextSchema }),
      v.transform((row) => row.PostalCode),
    ),
  ]),
);

/** A ZIP code found by prefix, keyed 'ZIP code' as SPEC §3 names it in search results. */
export const postalResultSchema = v.pipe(
  unwrapSource(postalCodeText),
  v.transform((code) => ({ 'ZIP code': code })),
);

export type PostalResult = v.InferOutput<typeof postalResultSchema>;

const group = <const TItem extends v.GenericSchema>(item: TItem) =>
  v.nullish(v.array(unwrapSource(item)), () => []);

/**
 * Response of GET /api/searchAddress/{text}: the four groups of the global search panel
 * `{ address, city, mlsnum, postal }`, each `[]` when empty ('No result'). Items may be `_source`-wrapped.
 */
export const searchAddressResponseSchema = v.pipe(
  v.unknown(),
  v.transform((body) =>
    typeof body === 'object' && body !== null && 'data' in body && !('address' in body) ? body.data : body,
  ),
  v.object({
    address: group(addressResultSchema),
    city: group(cityResultSchema),
    mlsnum: group(addressResultSchema),
    postal: group(postalResultSchema),
  }),
);

export type SearchAddressResponse = v.InferOutput<typeof searchAddressResponseSchema>;

/** Response of GET /api/searchCity/{text}: `{ data: CityResult[] }` (items often `_source`-wrapped). */
export const searchCityResponseSchema = listEnvelope(unwrapSource(cityResultSchema));

export type SearchCityResponse = v.InferOutput<typeof searchCityResponseSchema>;

/**
 * Response of GET /api/searchPostal/{text} and GET /api/searchPostalMore/{json}: `{ data: PostalResult[] }`.
 * An empty page from searchPostalMore disables 'Load more'.
 */
export const searchPostalResponseSchema = listEnvelope(postalResultSchema);

export type SearchPostalResponse = v.InferOutput<typeof searchPostalResponseSchema>;

/**
 * The `{json}` segment of GET /api/searchPostalMore/{json}: the typed text, `start` = how many codes are
 * loaded already, `end` = how many more to load (10). Encode with `encodeJsonSegment`.
 */
export const searchPostalMoreRequestSchema = v.object({
  text: searchTextParamsSchema.entries.text,
  start: v.pipe(
    v.number(),
    v.safeInteger('Expected an integer >= 0'),
    v.minValue(0, 'Expected an integer >= 0'),
  ),
  end: v.pipe(
    v.number(),
    v.integer('Expected an integer from 1 to 50'),
    v.minValue(1, 'Expected an integer from 1 to 50'),
    v.maxValue(50, 'Expected an integer from 1 to 50'),
  ),
});

export type SearchPostalMoreRequest = v.InferOutput<typeof searchPostalMoreRequestSchema>;
