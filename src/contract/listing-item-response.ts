import * as v from 'valibot';
import { listingDetailSchema } from './listing-detail';
import { listingListSchema } from './listing-list';
import { unwrapSource } from './unwrap-source';

/**
 * Response of GET /api/listingsItem/{ListingKeyNumeric}:
 * `{ data: ListingDetail, similar_listings: Listing[] }`. `data` and each similar listing may be
 * `_source`-wrapped; a missing similar_listings is `[]`.
 */
export const listingItemResponseSchema = v.object({
  data: unwrapSource(listingDetailSchema),
  similar_listings: listingListSchema,
});

export type ListingItemResponse = v.InferOutput<typeof listingItemResponseSchema>;
