import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';

/** `GET /api/health`: 200 when the database answers, 503 otherwise (for load balancers and the test harness). */
export const healthRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/health', async (_request, reply) => {
    try {
      await context.db.query('SELECT 1');
      return { status: 'ok', database: context.db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: context.db.kind });
    }
  });
};
