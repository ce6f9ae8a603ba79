import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { findPlace } from '../db/queries/find-place';
import { listCities } from '../db/queries/list-cities';
import { listCounties } from '../db/queries/list-counties';
import { listMetros } from '../db/queries/list-metros';
import { listPostalCodes } from '../db/queries/list-postal-codes';
import { listRegions } from '../db/queries/list-regions';
import { ApiError } from '../http/api-error';
import { cacheSuccesses } from '../http/cache-successes';
import { placeNameParam } from '../http/place-name-param';

/**
 * The cascading location selectors of SPEC §4 (`GET /api/v1/map/…`, SPEC §7): each answers
 * `{ data: [...] }` in SPEC §3's shapes, sorted by name (ZIP codes by code). A parent may be given as a
 * slug or a display name; an unknown parent is a 404 rather than an empty list, so a misspelt URL is not
 * mistaken for a place without children.
 */
export const mapLocationRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  // The hierarchy changes only with a data import.
  app.addHook('onSend', cacheSuccesses(3600));

  /** The subdomain of the existing `kind` named by `value`, or a 404. */
  const parent = async (value: unknown, kind: 'region' | 'metro' | 'county' | 'city'): Promise<string> => {
    const name = placeNameParam(value, kind);
    const place = await findPlace(db, kind, name);
    if (place === null) throw new ApiError('notFound', `There is no ${kind} '${name.display}'.`);
    return place.subdomain;
  };

  app.get('/api/v1/map/regions', async () => ({ data: await listRegions(db) }));
  app.get<{ Params: { region: string } }>('/api/v1/map/regions/:region/metros', async (request) => ({
    data: await listMetros(db, { region: await parent(request.params.region, 'region') }),
  }));
  app.get<{ Params: { region: string } }>('/api/v1/map/regions/:region/counties', async (request) => ({
    data: await listCounties(db, { region: await parent(request.params.region, 'region') }),
  }));

  app.get('/api/v1/map/metros', async () => ({ data: await listMetros(db) }));
  app.get<{ Params: { subdomain: string } }>('/api/v1/map/metros/:subdomain/counties', async (request) => ({
    data: await listCounties(db, { metro: await parent(request.params.subdomain, 'metro') }),
  }));

  const allCounties = async () => ({ data: await listCounties(db) });
  app.get('/api/v1/map/counties/', allCounties);
  app.get('/api/v1/map/counties', allCounties);
  app.get<{ Params: { subdomain: string } }>('/api/v1/map/counties/:subdomain/cities', async (request) => ({
    data: await listCities(db, { county: await parent(request.params.subdomain, 'county') }),
  }));

  app.get('/api/v1/map/cities', async () => ({ data: await listCities(db) }));
  app.get<{ Params: { subdomain: string } }>(
    '/api/v1/map/cities/:subdomain/postal-codes',
    async (request) => ({
      data: await listPostalCodes(db, { city: await parent(request.params.subdomain, 'city') }),
    }),
  );

  const allPostalCodes = async () => ({ data: await listPostalCodes(db) });
  app.get('/api/v1/map/postal-codes/', allPostalCodes);
  app.get('/api/v1/map/postal-codes', allPostalCodes);
};
