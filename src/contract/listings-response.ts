import * as v from 'valibot';
import { listingListSchema } from './listing-list';
import { wireBooleanSchema } from './wire-boolean';
import { nullableNumberSchema, wireNumberSchema } from './wire-number';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/** One pager link (Laravel paginator style); `url` is null for a disabled Prev/Next. */
export const pageLinkSchema = v.object({
  url: nullableTextSchema,
  label: wireTextSchema,
  active: v.nullish(wireBooleanSchema, false),
});

export type PageLink = v.InferOutput<typeof pageLinkSchema>;

// Elasticsearch-backed backends pass the hit count through as `{ value, relation }`.
const totalSchema = v.union([
  wireNumberSchema,
  v.pipe(
    v.object({ value: wireNumberSchema }),
    v.transform((total) => total.value),
  ),
]);

const DEFAULT_PER_PAGE = 50;

/**
 * Response of GET /api/v1/listings/{json} (and of the older GET /api/listings/{json}, which our server
 * answers alike):
 * `{ data: { listings, links, page, last_page, per_page, total, price_range: { min_price, max_price } } }`.
 * Listings may be `_source`-wrapped. Backends that predate last_page/per_page get per_page 50 and
 * last_page computed from total; price_range bounds are `null` when there is nothing to bound.
 */
export const listingsResponseSchema = v.object({
  data: v.pipe(
    v.object({
      listings: listingListSchema,
      links: v.nullish(v.array(pageLinkSchema), () => []),
      page: v.nullish(wireNumberSchema, 1),
      last_page: nullableNumberSchema,
      per_page: nullableNumberSchema,
      total: totalSchema,
      price_range: v.nullish(
        v.object({ min_price: nullableNumberSchema, max_price: nullableNumberSchema }),
        () => ({ min_price: null, max_price: null }),
      ),
    }),
    v.transform((page) => {
      const perPage = page.per_page ?? DEFAULT_PER_PAGE;
      return {
        ...page,
        per_page: perPage,
        last_page: page.last_page ?? Math.max(1, Math.ceil(page.total / perPage)),
      };
    }),
  ),
});

export type ListingsResponse = v.InferOutput<typeof listingsResponseSchema>;
export type ListingsPage = ListingsResponse['data'];
export type PriceRange = ListingsPage['price_range'];
