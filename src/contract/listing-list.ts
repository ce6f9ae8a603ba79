import * as v from 'valibot';
import { listEnvelope } from './list-envelope';
import { listingSchema } from './listing';
import { unwrapSource } from './unwrap-source';

/**
 * An array of listings whose items may each be plain or wrapped as `{ _source: listing }` (SPEC §3);
 * outputs plain listings. Missing or null becomes `[]`.
 */
export const listingListSchema = v.nullish(v.array(unwrapSource(listingSchema)), () => []);

/**
 * Response of GET /api/featureListings, GET /api/compare/{ClientID} and GET /api/favorites/{ClientID}:
 * `{ data: Listing[] }` (a bare array is accepted too).
 */
export const listingsDataResponseSchema = listEnvelope(unwrapSource(listingSchema));

export type ListingsDataResponse = v.InferOutput<typeof listingsDataResponseSchema>;
