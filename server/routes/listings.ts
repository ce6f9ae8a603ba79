import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app';
import { searchListings } from '../db/queries/search-listings';
import { listingsQueryParam } from '../http/listings-query-param';
import { pageLinks } from '../http/page-links';

/**
 * `GET /api/v1/listings/{json}` (SPEC §7): the listings screen's one search call, with the older
 * `GET /api/listings/{json}` answering the same way for backends' old clients.
 */
export const listingsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const handler = async (request: FastifyRequest<{ Params: { json: string } }>, reply: FastifyReply) => {
    const query = listingsQueryParam(request.params.json);
    const result = await searchListings(context.db, query, context.today());
    // The listings arrive as JSON text from the database and are spliced in as they are: parsing them
    // only to write them out again was most of the work outside SQL.
    const rest = JSON.stringify({
      links: pageLinks(result.page, result.lastPage),
      page: result.page,
      last_page: result.lastPage,
      per_page: result.perPage,
      total: result.total,
      price_range: { min_price: result.priceRange.min, max_price: result.priceRange.max },
    });
    void reply.type('application/json; charset=utf-8');
    return `{"data":{"listings":${result.listingsJson},${rest.slice(1)}}`;
  };
  app.get<{ Params: { json: string } }>('/api/v1/listings/:json', handler);
  app.get<{ Params: { json: string } }>('/api/listings/:json', handler);
};
