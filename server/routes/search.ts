import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { decodeJsonSegment, formField, searchPostalMoreRequestSchema } from '../../src/contract';
import type { AppContext } from '../app';
import { searchAddresses } from '../db/queries/search-addresses';
import { searchCities } from '../db/queries/search-cities';
import { searchKey } from '../db/queries/search-key';
import { searchListingsByPostal } from '../db/queries/search-listings-by-postal';
import { searchMlsNumbers } from '../db/queries/search-mls-numbers';
import { searchPostalCodes } from '../db/queries/search-postal-codes';
import { ApiError } from '../http/api-error';
import { cacheSuccesses } from '../http/cache-successes';
import { parseOr400 } from '../http/parse-or-400';
import { searchTextSchema } from '../http/search-text-schema';
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
 */
export const searchRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  // Suggestions change only when listings are imported; a minute of caching absorbs fast typists.
  app.addHook('onSend', cacheSuccesses(60));
  const keyOf = (params: unknown) => searchKey(parseOr400(textParams, params, 'search text').text);

  app.get('/api/searchAddress/:text', async (request) => {
    const key = keyOf(request.params);
    const today = context.today();
    const [address, city, mlsnum, postal] = await Promise.all([
      searchAddresses(db, key, LIMIT.addresses, today),
      searchCities(db, key, LIMIT.cities),
      searchMlsNumbers(db, key, LIMIT.mlsNumbers, today),
      searchPostalCodes(db, key, 0, LIMIT.postalCodes),
    ]);
    return { address, city, mlsnum, postal };
  });

  app.get('/api/searchCity/:text', async (request) => {
    const data = await searchCities(db, keyOf(request.params), LIMIT.cities);
    return { data };
  });

  app.get('/api/searchPostal/:text', async (request) => {
    const data = await searchPostalCodes(db, keyOf(request.params), 0, LIMIT.postalCodes);
    return { data };
  });

  app.get<{ Params: { json: string } }>('/api/searchPostalMore/:json', async (request) => {
    const decoded = decodeJsonSegment(postalMoreSegment, request.params.json, 'load-more segment');
    if (!decoded.ok) throw new ApiError('badRequest', decoded.message, { issues: decoded.issues });
    const { text, start, end } = decoded.value;
    const data = await searchPostalCodes(db, searchKey(text), start, end);
    return { data };
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
      citiesOnly ? [] : searchAddresses(db, key, LIMIT.legacyGroup, context.today()),
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
