import type { FastifyPluginAsync } from 'fastify';
import { clientLocationParamsSchema } from '../../src/contract';
import { DEFAULT_CENTER_LAT, DEFAULT_CENTER_LNG } from '../../src/lib/constants';
import type { AppContext } from '../app-context';
import { listMetros } from '../db/queries/list-metros';
import { parseOr400 } from '../http/parse-or-400';

/** The metro a visitor is taken to be in when nothing better is known (SPEC §1: Austin by default). */
const DEFAULT_METRO_SUBDOMAIN = 'austin';

/**
 * GET /api/clientLocation/{ip} (SPEC §7): the metro the visitor is probably in, `{ data: { Metro,
 * subdomain, center } }`. DESIGN rulings: the server would locate the request's own address, never an IP
 * the browser looked up with a third party ('me', or an IP from an older client, which is ignored); this
 * server has no geo database, so it answers the default metro, Austin, centred on SPEC §9's map centre.
 */
export const clientLocationRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/clientLocation/:ip', async (request, reply) => {
    parseOr400(clientLocationParamsSchema, request.params, 'path');
    // The answer depends on who asks: no shared cache may keep it.
    void reply.header('cache-control', 'private, max-age=3600');
    const metros = await listMetros(context.db);
    const metro = metros.find((item) => item.subdomain === DEFAULT_METRO_SUBDOMAIN);
    return {
      data: {
        Metro: metro?.Metro ?? 'Austin',
        subdomain: DEFAULT_METRO_SUBDOMAIN,
        center: { lat: DEFAULT_CENTER_LAT, lng: DEFAULT_CENTER_LNG },
      },
    };
  });
};
