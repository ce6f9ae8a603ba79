import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { decodeJsonSegment, formField, searchPostalMoreRequestSchema } from '../../src/contract';
import type { AppContext } from '../app-context';
import { searchCities } from '../db/queries/search-cities';
import { searchKey } from '../db/queries/search-key';
import { searchListingsByPostal } from '../db/queries/search-listings-by-postal';
import { searchPostalCodes } from '../db/queries/search-postal-codes';
import { readThrough } from '../db/read-through';
import { ResultCache } from '../db/result-cache';
import { ApiError } from '../http/api-error';
import { cacheSuccesses } from '../http/cache-successes';
import { parseOr400 } from '../http/parse-or-400';
import { searchTextSchema } from '../http/search-text-schema';
import { dayNumber } from '../search/indexed-listing';
import type { ListingIndex } from '../search/listing-index';
import { searchAddresses } from '../search/search-addresses';
import { SEARCH_LIMITS as LIMIT } from './search-limits';

const textParams = v.object({ text: searchTextSchema(LIMIT.textLength) });
// The contract's segment schema, except that blank text is an empty answer, not an error (SPEC §5).
const postalMoreSegment = v.object({
  ...searchPostalMoreRequestSchema.entries,
  text: searchTextSchema(LIMIT.textLength),
});
const legacyBody = v.object({
  search: searchTextSchema(LIMIT.legacyTextLength),
  city: formField.optionalYesNo,
});
const FORM = 'application/x-www-form-urlencoded';

/**
 * The autocomplete calls of SPEC §7: `GET /api/searchAddress/{text}` (the global panel's four groups),
 * `/api/searchCity/{text}`, `/api/searchPostal/{text}`, `/api/searchPostalMore/{json}` and the legacy
 * header search `POST /search`. Blank text answers empty groups; see db/queries/search-* for matching.
 * The GET answers are cached until the listings or the geography change (server/db/read-through.ts)
 * under the normalised text, so a prefix many visitors type is looked up once; `x-cache: hit | miss`
 * says which it was.
 */
export const searchRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  // Suggestions change only when listings are imported; a minute of caching absorbs fast typists.
  app.addHook('onSend', cacheSuccesses(60));
  const keyOf = (params: unknown) => searchKey(parseOr400(textParams, params, 'search text').text);
  // Answers are a few KB; 5,000 of them bound the cache to 8 MB.
  const answers = new ResultCache<string>({ maxEntries: 5_000, maxBytes: 8 * 1024 * 1024 });
  const cached = async (
    reply: FastifyReply,
    key: string,
    read: (index: ListingIndex) => Promise<unknown>,
  ) => {
    // Suggestions read the listings and the geography, which the index's version follows.
    const index = await context.listings.current();
    const answer = await readThrough(
      index.version,
      answers,
      key,
      async () => JSON.stringify(await read(index)),
      (json) => json.length * 2,
    );
    void reply.type('application/json; charset=utf-8').header('x-cache', answer.hit ? 'hit' : 'miss');
    return answer.value;
  };

  app.get('/api/searchAddress/:text', async (request, reply) => {
    const key = keyOf(request.params);
    const today = context.today();
    return cached(reply, `address ${today} ${key}`, async (index) => {
      // Read before any await: a sync meanwhile would change the index this answer is kept under.
      const mlsnum = index.suggestMlsNumbers(key, LIMIT.mlsNumbers, dayNumber(today));
      const [address, city, postal] = await Promise.all([
        searchAddresses(db, index, key, LIMIT.addresses, today),
        searchCities(db, key, LIMIT.cities),
        searchPostalCodes(db, key, 0, LIMIT.postalCodes),
      ]);
      return { address, city, mlsnum, postal };
    });
  });

  app.get('/api/searchCity/:text', async (request, reply) => {
    const key = keyOf(request.params);
    return cached(reply, `city ${key}`, async () => ({ data: await searchCities(db, key, LIMIT.cities) }));
  });

  app.get('/api/searchPostal/:text', async (request, reply) => {
    const key = keyOf(request.params);
    return cached(reply, `postal ${key}`, async () => ({
      data: await searchPostalCodes(db, key, 0, LIMIT.postalCodes),
    }));
  });

  app.get<{ Params: { json: string } }>('/api/searchPostalMore/:json', async (request, reply) => {
    const decoded = decodeJsonSegment(postalMoreSegment, request.params.json, 'load-more segment');
    if (!decoded.ok) throw new ApiError('badRequest', decoded.message, { issues: decoded.issues });
    const { text, start, end } = decoded.value;
    const key = searchKey(text);
    return cached(reply, `postal-more ${start} ${end} ${key}`, async () => ({
      data: await searchPostalCodes(db, key, start, end),
    }));
  });

  // The legacy header form may post urlencoded; parsed here only, so no global form plugin is needed.
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }
  app.post('/search', async (request) => {
    // No body at all reads as blank text: an empty answer like any blank search.
    const raw = request.body ?? {};
    if (Array.isArray(raw)) throw new ApiError('badRequest', 'Invalid search: expected an object');
    const body = parseOr400(legacyBody, raw, 'search');
    const key = searchKey(body.search);
    const citiesOnly = body.city === true;
    const [cities, street, zip] = await Promise.all([
      searchCities(db, key, LIMIT.legacyGroup),
      citiesOnly
        ? []
        : context.listings
            .current()
            .then((index) => searchAddresses(db, index, key, LIMIT.legacyGroup, context.today())),
      citiesOnly ? [] : searchListingsByPostal(db, key, LIMIT.legacyGroup),
    ]);
    return {
      success: true,
      data: {
        city: cities.map((row) => ({ Subdomain: row.subdomain, City: row.City, StateOrProvince: 'TX' })),
        street: street.map(({ url, Address, City, StateOrProvince, PostalCode }) => ({
          url,
          Address,
          City,
          StateOrProvince,
          PostalCode,
        })),
        zip,
      },
    };
  });
};
