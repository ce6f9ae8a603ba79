import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { getListingItem } from '../db/queries/get-listing-item';
import { getListingMedia } from '../db/queries/get-listing-media';
import { ApiError } from '../http/api-error';
import { listingKeyParam } from '../http/listing-key-param';

/**
 * One listing (SPEC §7): `GET /api/listingsItem/{id}` (detail, history, similar listings) and its photos,
 * both at `GET /api/v1/listings/{id}/images` and at the collateral path `GET /api/collateral/images/{id}`.
 */
export const listingItemRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/listingsItem/:id', async (request) => {
    const key = listingKeyParam(request.params);
    const item = await getListingItem(context.db, key, context.today());
    if (!item) throw new ApiError('notFound', `There is no listing ${key}.`);
    return { data: item.data, similar_listings: item.similarListings };
  });

  const images = async (request: { params: unknown }) => {
    const key = listingKeyParam(request.params);
    return { data: await getListingMedia(context.db, key) };
  };
  app.get('/api/v1/listings/:id/images', images);
  app.get('/api/collateral/images/:id', images);
};
