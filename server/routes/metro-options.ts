import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { listMetros } from '../db/queries/list-metros';
import { cacheSuccesses } from '../http/cache-successes';

/**
 * GET /api/get-active-metros and GET /api/getMetroOptions (SPEC §7): the metro list of the register and
 * lead metro selects, `{ data: [{ Metro, subdomain }] }` sorted by name (contract:
 * `metroOptionsResponseSchema`). Every Texas metro counts as active: the brokerage works the whole state,
 * and a visitor may also type a metro of their own. Our widgets read the same list from
 * /api/v1/map/metros; these two paths serve pages and backends written against SPEC's names.
 */
export const metroOptionRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  // The metros change only with a data import.
  app.addHook('onSend', cacheSuccesses(3600));
  const metros = async () => ({ data: await listMetros(context.db) });
  app.get('/api/get-active-metros', metros);
  app.get('/api/getMetroOptions', metros);
};
