import * as v from 'valibot';
import { listEnvelope } from './list-envelope';
import { slugSchema } from './slug';
import { unwrapSource } from './unwrap-source';
import { wireTextSchema } from './wire-text';

/** A Texas economic region (SPEC §3 Region: region, subdomain). */
export const regionSchema = v.object({ region: wireTextSchema, subdomain: wireTextSchema });
export type Region = v.InferOutput<typeof regionSchema>;

/** A metro area (SPEC §3 Metro: Metro, subdomain). */
export const metroSchema = v.object({ Metro: wireTextSchema, subdomain: wireTextSchema });
export type Metro = v.InferOutput<typeof metroSchema>;

/** A county (SPEC §3 County: County, subdomain). */
export const countySchema = v.object({ County: wireTextSchema, subdomain: wireTextSchema });
export type County = v.InferOutput<typeof countySchema>;

/** A city (SPEC §3 City: City, subdomain). */
export const citySchema = v.object({ City: wireTextSchema, subdomain: wireTextSchema });
export type City = v.InferOutput<typeof citySchema>;

/** A ZIP code of the location selectors, keyed 'ZIP Code' as SPEC §3 names it in lists. */
export const postalCodeSchema = v.object({ 'ZIP Code': wireTextSchema });
export type PostalCode = v.InferOutput<typeof postalCodeSchema>;

/**
 * Responses of GET /api/v1/map/regions, …/metros, …/regions/{region}/metros, …/counties/,
 * …/regions/{region}/counties, …/metros/{subdomain}/counties, …/cities, …/counties/{subdomain}/cities,
 * …/postal-codes/, …/cities/{subdomain}/postal-codes: `{ data: T[] }`, one schema per level.
 */
export const locationListResponseSchemas = {
  regions: listEnvelope(unwrapSource(regionSchema)),
  metros: listEnvelope(unwrapSource(metroSchema)),
  counties: listEnvelope(unwrapSource(countySchema)),
  cities: listEnvelope(unwrapSource(citySchema)),
  postalCodes: listEnvelope(unwrapSource(postalCodeSchema)),
};

/**
 * Response of GET /api/get-active-metros and GET /api/getMetroOptions: `{ data: MetroOption[] }`, the
 * register and lead metro selects (objects with Metro; subdomain when the backend has one).
 */
export const metroOptionsResponseSchema = listEnvelope(
  unwrapSource(
    v.object({
      Metro: wireTextSchema,
      subdomain: v.nullish(wireTextSchema, null),
    }),
  ),
);

export type MetroOptionsResponse = v.InferOutput<typeof metroOptionsResponseSchema>;
export type MetroOption = MetroOptionsResponse['data'][number];

/** Path parameters `{region}` of GET /api/v1/map/regions/{region}/metros and …/counties. */
export const regionParamsSchema = v.object({ region: slugSchema });

/**
 * Path parameters `{subdomain}` of GET /api/v1/map/metros/{subdomain}/counties,
 * …/counties/{subdomain}/cities and …/cities/{subdomain}/postal-codes.
 */
export const subdomainParamsSchema = v.object({ subdomain: slugSchema });
