import type { FastifyPluginAsync } from 'fastify';
import { type CommuteResponse, commuteQuerySchema } from '../../src/contract';
import type { AppContext } from '../app-context';
import { fetchMapboxRoutes } from '../commute/fetch-mapbox-routes';
import { fetchOsrmRoutes } from '../commute/fetch-osrm-routes';
import { ApiError } from '../http/api-error';
import { parseOr400 } from '../http/parse-or-400';

/**
 * GET /api/commute?from=lat,lng&to=lat,lng: travel times from a listing to a visitor's destination, for
 * the detail's 'Map and Commute Times'. Asked here rather than by the browser, so the pages' CSP needs no
 * routing host and the provider's answer is checked before it reaches a widget. The provider: an
 * OSRM-compatible server (ROUTING_URL) when set, else Mapbox Directions when MAPBOX_TOKEN is; with neither
 * the answer says so (`provider: null`) and the widget shows its labelled estimate. A provider that fails
 * answers 502, and the widget falls back to the same estimate.
 */
export const commuteRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/commute', async (request, reply): Promise<CommuteResponse> => {
    const query = parseOr400(commuteQuerySchema, request.query, 'query');
    const { routingUrl, mapboxToken } = context;
    const provider = routingUrl ? 'osrm' : mapboxToken ? 'mapbox' : null;
    if (!provider) return { data: { provider, routes: [] } };
    try {
      const routes = routingUrl
        ? await fetchOsrmRoutes(routingUrl, query)
        : await fetchMapboxRoutes(mapboxToken ?? '', query);
      // The same trip takes the same time for a while: a visitor asking again is served from the cache.
      void reply.header('cache-control', 'public, max-age=600');
      return { data: { provider, routes } };
    } catch (error) {
      request.log.warn({ err: error, provider }, 'routing provider failed');
      throw new ApiError('badGateway', 'The routing service could not be reached.');
    }
  });
};
