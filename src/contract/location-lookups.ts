import * as v from 'valibot';
import { latLngSchema } from './area-info';
import { itemEnvelope } from './item-envelope';
import { citySchema } from './location';
import { slugSchema } from './slug';
import { unwrapSource } from './unwrap-source';
import { wireBooleanSchema } from './wire-boolean';
import { wireTextSchema } from './wire-text';

// Lists of ZIP codes come as bare codes or as location rows.
const postalCodeTextSchema = v.union([
  wireTextSchema,
  v.pipe(
    v.object({ 'ZIP Code': wireTextSchema }),
    v.transform((row) => row['ZIP Code']),
  ),
  v.pipe(
    v.object({ PostalCode: wireTextSchema }),
    v.transform((row) => row.PostalCode),
  ),
]);

/**
 * Path parameters of the small lookups: GET /api/getCityByPostalCode/{code}, /api/cityExists/{city},
 * /api/getCity/{county} and /api/getPostalCode/{city}.
 */
export const locationLookupParamsSchemas = {
  cityByPostalCode: v.object({
    code: v.pipe(v.string(), v.regex(/^\d{5}$/, 'Expected a 5-digit ZIP code')),
  }),
  cityExists: v.object({ city: slugSchema }),
  countyCities: v.object({ county: slugSchema }),
  cityPostalCodes: v.object({ city: slugSchema }),
};

/** Responses of the small lookups of SPEC §7 whose answers are "as named". */
export const locationLookupResponseSchemas = {
  /** GET /api/getCityByPostalCode/{code}: `{ data: City | null }`. */
  cityByPostalCode: itemEnvelope(v.nullable(unwrapSource(citySchema))),
  /** GET /api/cityExists/{city}: `{ exists }`; older backends answer a bare true/false or 1/0. */
  cityExists: v.pipe(
    v.unknown(),
    v.transform((body) => (typeof body === 'object' && body !== null ? body : { exists: body })),
    v.object({ exists: wireBooleanSchema }),
  ),
  /** GET /api/getCity/{county}: `{ city: City[] }`, the county's cities. */
  countyCities: v.object({ city: v.nullish(v.array(unwrapSource(citySchema)), () => []) }),
  /** GET /api/getPostalCode/{city}: `{ postal_codes: string[] }`, the city's ZIP codes. */
  cityPostalCodes: v.object({ postal_codes: v.nullish(v.array(postalCodeTextSchema), () => []) }),
  /** GET /api/getCoordinates: `{ coordinates: { lat, lng } }`, the default map centre. */
  coordinates: v.object({ coordinates: latLngSchema }),
};

export type CityByPostalCodeResponse = v.InferOutput<typeof locationLookupResponseSchemas.cityByPostalCode>;
export type CityExistsResponse = v.InferOutput<typeof locationLookupResponseSchemas.cityExists>;
export type CountyCitiesResponse = v.InferOutput<typeof locationLookupResponseSchemas.countyCities>;
export type CityPostalCodesResponse = v.InferOutput<typeof locationLookupResponseSchemas.cityPostalCodes>;
export type CoordinatesResponse = v.InferOutput<typeof locationLookupResponseSchemas.coordinates>;
