import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { pingDatabase } from '../db/queries/ping-database';
import type { Readiness } from '../http/readiness';

/**
 * `GET /api/ready`: 200 when this server should get traffic, else 503 with the reason. A load balancer
 * health-checks this one (HAProxy's `option httpchk GET /api/ready`); `/api/health` stays the liveness
 * check. Not ready while the search index is still being read at start (the first searches would wait
 * seconds), while the database does not answer, or while the server drains before it stops.
 */
export const readinessRoutes: FastifyPluginAsync<{ context: AppContext; readiness: Readiness }> = async (
  app,
  { context, readiness },
) => {
  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const notReady = (reason: string) => reply.code(503).send({ status: 'not ready', reason });
    if (readiness.draining) return notReady('draining');
    try {
      await pingDatabase(context.db);
    } catch {
      return notReady('database unavailable');
    }
    if (!context.listings.loaded) return notReady('search index loading');
    return { status: 'ready' };
  });
};
