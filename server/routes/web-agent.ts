import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { findWebAgent } from '../db/queries/find-web-agent';

/**
 * `GET /api/getWebAgent` (SPEC §7): the brokerage's default web agent, shown on the tour card of a
 * listing without an agent of ours: `{ data: [{ full_name, email, office_phone }] }` (the first is used).
 */
export const webAgentRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/getWebAgent', async (_request, reply) => {
    const data = await findWebAgent(context.db);
    reply.header('cache-control', 'public, max-age=300');
    return { data };
  });
};
