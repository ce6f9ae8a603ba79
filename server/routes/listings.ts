import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app';
import { type ListingsSummary, listingsAnswerKey, searchListings } from '../db/queries/search-listings';
import { readThrough } from '../db/read-through';
import { ResultCache } from '../db/result-cache';
import { listingsQueryParam } from '../http/listings-query-param';
import { pageLinks } from '../http/page-links';

/**
 * `GET /api/v1/listings/{json}` (SPEC §7): the listings screen's one search call, with the older
 * `GET /api/listings/{json}` answering the same way for backends' old clients.
 *
 * Answers are cached between writes (server/db/read-through.ts) under the normalised search, and a
 * match's count and price range across its pages and sorts; `x-cache: hit | miss` says which it was.
 * The bounds keep the caches to ~40 MB at most.
 */
export const listingsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const answers = new ResultCache<string>({ maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 });
  const summaries = new ResultCache<ListingsSummary>({ maxEntries: 20_000, maxBytes: 8 * 1024 * 1024 });

  const handler = async (request: FastifyRequest<{ Params: { json: string } }>, reply: FastifyReply) => {
    const query = listingsQueryParam(request.params.json);
    const today = context.today();
    const answer = await readThrough(
      db,
      answers,
      () => listingsAnswerKey(query, today),
      async (generation) => {
        const cache = generation === undefined ? undefined : { summaries, generation };
        const result = await searchListings(db, query, today, cache);
        // The listings arrive as JSON text from the database and are spliced in as they are: parsing
        // them only to write them out again was most of the work outside SQL.
        const rest = JSON.stringify({
          links: pageLinks(result.page, result.lastPage),
          page: result.page,
          last_page: result.lastPage,
          per_page: result.perPage,
          total: result.total,
          price_range: { min_price: result.priceRange.min, max_price: result.priceRange.max },
        });
        return `{"data":{"listings":${result.listingsJson},${rest.slice(1)}}`;
      },
      (body) => body.length * 2,
    );
    void reply.type('application/json; charset=utf-8').header('x-cache', answer.hit ? 'hit' : 'miss');
    return answer.value;
  };
  app.get<{ Params: { json: string } }>('/api/v1/listings/:json', handler);
  app.get<{ Params: { json: string } }>('/api/listings/:json', handler);
};
