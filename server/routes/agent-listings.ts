import type { FastifyPluginAsync } from 'fastify';
import { agentInfoParamsSchema } from '../../src/contract';
import type { AppContext } from '../app-context';
import { agentListings } from '../db/queries/agent-listings';
import { findAgent } from '../db/queries/find-agent';
import { ApiError } from '../http/api-error';
import { parseOr400 } from '../http/parse-or-400';

/**
 * `GET /api/agentListings/{MatrixDir}`: an agent's listings on the market and recent sales, for the
 * agent's pages and `<bb-agent-listings>` (issue 25), `{ data: { active: Listing[], sold: Listing[] } }`.
 */
export const agentListingsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/agentListings/:MatrixDir', async (request, reply) => {
    const { MatrixDir } = parseOr400(agentInfoParamsSchema, request.params, 'agent');
    const agent = await findAgent(context.db, MatrixDir);
    if (!agent) throw new ApiError('notFound', `There is no agent ${MatrixDir}.`);
    reply.header('cache-control', 'public, max-age=60');
    return { data: await agentListings(context.db, agent.MatrixDir, context.today()) };
  });
};
