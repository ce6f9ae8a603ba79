import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { readThrough } from '../db/read-through';
import { ResultCache } from '../db/result-cache';
import { ownListingsQuery } from '../http/own-listings-query';
import { pageLinks } from '../http/page-links';
import { ListingSummaries } from '../search/listing-summaries';
import { type ListingsPage, listingsAnswerKey, searchListings } from '../search/search-listings';

/**
 * `GET /api/v1/listings/{json}` (SPEC §7): the listings screen's one search call, with the older
 * `GET /api/listings/{json}` answering the same way for backends' old clients.
 *
 * The listings in memory (server/search) pick the page, count the match and take its price range; the
 * page's listings come from the summaries of listings shown lately, or are written by the database.
 * Answers are cached until the listings change (server/db/read-through.ts) under the normalised
 * search; `x-cache: hit | miss` says which it was. The bounds keep the cache to 32 MB at most.
 *
 * A query naming a client (`filterBy: 'favorite'`, `clientId`, `saveSearch`) is the signed-in client's
 * own: 401 when not signed in, 403 for another client's id or saved search. `filterBy: 'favorite'`
 * narrows the search to the session's favorites and is never cached; a `saveSearch` id only marks which
 * saved search the filters came from.
 */
export const listingsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const answers = new ResultCache<string>({ maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 });
  // About 1.2 KB each: ~36 MB for the listings visitors page through most.
  const summaries = new ListingSummaries(30_000);

  const handler = async (request: FastifyRequest<{ Params: { json: string } }>, reply: FastifyReply) => {
    const { query, favoritesOf } = await ownListingsQuery(request, db, request.params.json);
    const index = await context.listings.current();
    const today = context.today();
    if (favoritesOf !== undefined) {
      const result = await searchListings(db, index, summaries, query, today, { favoritesOf });
      void reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-store');
      return listingsBody(result);
    }
    const answer = await readThrough(
      index.version,
      answers,
      listingsAnswerKey(query, today),
      async () => listingsBody(await searchListings(db, index, summaries, query, today)),
      (body) => body.length * 2,
    );
    void reply.type('application/json; charset=utf-8').header('x-cache', answer.hit ? 'hit' : 'miss');
    return answer.value;
  };
  app.get<{ Params: { json: string } }>('/api/v1/listings/:json', handler);
  app.get<{ Params: { json: string } }>('/api/listings/:json', handler);
};

/**
 * The response body of a listings page. The listings arrive as JSON text from the database and are
 * spliced in as they are: parsing them only to write them out again was most of the work outside SQL.
 */
function listingsBody(result: ListingsPage): string {
  const rest = JSON.stringify({
    links: pageLinks(result.page, result.lastPage),
    page: result.page,
    last_page: result.lastPage,
    per_page: result.perPage,
    total: result.total,
    price_range: { min_price: result.priceRange.min, max_price: result.priceRange.max },
  });
  return `{"data":{"listings":${result.listingsJson},${rest.slice(1)}}`;
}
