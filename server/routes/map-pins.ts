import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';
import { findMapPins } from '../db/queries/find-map-pins';
import { listingsQueryParam } from '../http/listings-query-param';

/**
 * `GET /api/v1/map/pins/{json}`: a pin for every listing the listings query matches in view (not only
 * the page of 50 the list shows), in the compact columnar shape of `mapPinsSchema`. Takes the same
 * `{json}` as `GET /api/v1/listings/{json}`; page and perPage are ignored. Lives under /map so it can
 * never be mistaken for `/api/v1/listings/{id}/…`.
 */
export const mapPinRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get<{ Params: { json: string } }>('/api/v1/map/pins/:json', async (request) => {
    const query = listingsQueryParam(request.params.json);
    return { data: await findMapPins(context.db, query, context.today()) };
  });
};
