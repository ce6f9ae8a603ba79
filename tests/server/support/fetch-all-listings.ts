import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { expect } from 'vitest';
import {
  encodeListingsQuery,
  type Listing,
  type ListingsQueryInput,
  listingsResponseSchema,
} from '../../../src/contract';

export interface AllListings {
  listings: Listing[];
  total: number;
  priceRange: { min_price: number | null; max_price: number | null };
}

/**
 * Every listing a search matches, fetched page by page (50 a page, the largest the contract allows), each
 * answer parsed with the contract schema. Fails the test when pages overlap or do not add up to `total`.
 */
export async function fetchAllListings(
  app: FastifyInstance,
  query: ListingsQueryInput,
): Promise<AllListings> {
  const listings: Listing[] = [];
  let total = -1;
  let priceRange: AllListings['priceRange'] = { min_price: null, max_price: null };
  for (let page = 1; ; page++) {
    const filters = { ...query.filters, page, perPage: 50 as const };
    const response = await app.inject(`/api/v1/listings/${encodeListingsQuery({ ...query, filters })}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = v.parse(listingsResponseSchema, response.json());
    total = data.total;
    priceRange = data.price_range;
    listings.push(...data.listings);
    if (page >= data.last_page) break;
  }
  expect(listings.length).toBe(total);
  expect(new Set(listings.map((listing) => listing.ListingKeyNumeric)).size).toBe(total);
  return { listings, total, priceRange };
}
