import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';
import { findMapPins } from '../db/queries/find-map-pins';
import { ownListingsQuery } from '../http/own-listings-query';

/**
 * `GET /api/v1/map/pins/{json}`: a pin for every listing the listings query matches in view (not only
 * the page of 50 the list shows), in the compact columnar shape of `mapPinsSchema`. Takes the same
 * `{json}` as `GET /api/v1/listings/{json}`, favorites and saved searches included (signed in only);
 * page and perPage are ignored. Lives under /map so it can
 * never be mistaken for `/api/v1/listings/{id}/…`.
 */
export const mapPinRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get<{ Params: { json: string } }>('/api/v1/map/pins/:json', async (request, reply) => {
    const { query, favoritesOf } = await ownListingsQuery(request, context.db, request.params.json);
    const data = await findMapPins(context.db, query, context.today(), { favoritesOf });
    // A client's favorites are theirs alone: never kept by a shared cache.
    if (favoritesOf !== undefined) void reply.header('cache-control', 'private, no-store');
    return { data };
  });
};
