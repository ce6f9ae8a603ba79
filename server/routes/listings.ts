import type { FastifyPluginAsync } from 'fastify';
import { decodeListingsQuery } from '../../src/contract';
import type { AppContext } from '../app';
import { searchListings } from '../db/queries/search-listings';
import { ApiError } from '../http/api-error';
import { pageLinks } from '../http/page-links';

/**
 * `GET /api/v1/listings/{json}` (SPEC §7): the listings screen's one search call, with the older
 * `GET /api/listings/{json}` answering the same way for backends' old clients.
 */
export const listingsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const handler = async (request: { params: { json: string } }) => {
    const decoded = decodeListingsQuery(request.params.json);
    if (!decoded.ok) {
      throw new ApiError('badRequest', decoded.message, { issues: decoded.issues });
    }
    const query = decoded.value;
    if (query.filters.filterBy === 'favorite' || query.filters.clientId !== undefined) {
      // Favorites are a signed-in client's own; until sessions exist nobody can prove to be that client.
      throw new ApiError('unauthorized', 'Sign in to see your favorites.');
    }
    if (query.filters.saveSearch !== undefined) {
      throw new ApiError('unauthorized', 'Sign in to use your saved searches.');
    }
    const result = await searchListings(context.db, query, context.today());
    return {
      data: {
        listings: result.listings,
        links: pageLinks(result.page, result.lastPage),
        page: result.page,
        last_page: result.lastPage,
        per_page: result.perPage,
        total: result.total,
        price_range: { min_price: result.priceRange.min, max_price: result.priceRange.max },
      },
    };
  };
  app.get<{ Params: { json: string } }>('/api/v1/listings/:json', handler);
  app.get<{ Params: { json: string } }>('/api/listings/:json', handler);
};
