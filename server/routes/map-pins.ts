import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { readThrough } from '../db/read-through';
import { ResultCache } from '../db/result-cache';
import { ownListingsQuery } from '../http/own-listings-query';
import { findMapPinsJson, pinsAnswerKey } from '../search/find-map-pins-json';

/**
 * `GET /api/v1/map/pins/{json}`: a pin for every listing the listings query matches in view (not only
 * the page of 50 the list shows), in the compact columnar shape of `mapPinsSchema`. Takes the same
 * `{json}` as `GET /api/v1/listings/{json}`, favorites and saved searches included (signed in only);
 * page and perPage are ignored. Lives under /map so it can never be mistaken for `/api/v1/listings/{id}/…`.
 *
 * Answers are cached until the listings change, like the listings call's (`x-cache: hit | miss`). The
 * map asks for its pins by grid-aligned areas (src/map/tiles-to-fetch.ts), so visitors looking at the
 * same part of a metro ask for the same areas: one finds them in the listings in memory, the rest are
 * served from here. The bounds keep the cache to 64 MB; a client's favorites are never kept.
 */
export const mapPinRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const answers = new ResultCache<Buffer>({ maxEntries: 1_000, maxBytes: 64 * 1024 * 1024 });

  app.get<{ Params: { json: string } }>('/api/v1/map/pins/:json', async (request, reply) => {
    const { query, favoritesOf } = await ownListingsQuery(request, context.db, request.params.json);
    const today = context.today();
    const index = await context.listings.current();
    void reply.type('application/json; charset=utf-8');
    if (favoritesOf !== undefined) {
      void reply.header('cache-control', 'private, no-store');
      return findMapPinsJson(context.db, index, query, today, { favoritesOf });
    }
    const answer = await readThrough(
      index.version,
      answers,
      pinsAnswerKey(query, today),
      () => findMapPinsJson(context.db, index, query, today),
      (body) => body.length,
    );
    void reply.header('x-cache', answer.hit ? 'hit' : 'miss');
    return answer.value;
  });
};
