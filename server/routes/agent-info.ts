import type { FastifyPluginAsync } from 'fastify';
import { agentInfoParamsSchema } from '../../src/contract';
import type { AppContext } from '../app-context';
import { findAgent } from '../db/queries/find-agent';
import { ApiError } from '../http/api-error';
import { parseOr400 } from '../http/parse-or-400';

/**
 * `GET /api/agentInfo/{MatrixDir}` (SPEC §7): one agent of ours in the contract's field names, for the
 * tour card of a listing (and agent pages). Phones are sent as stored digits; the client formats them.
 */
export const agentInfoRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/agentInfo/:MatrixDir', async (request, reply) => {
    const { MatrixDir } = parseOr400(agentInfoParamsSchema, request.params, 'agent');
    const agent = await findAgent(context.db, MatrixDir);
    if (!agent) throw new ApiError('notFound', `There is no agent ${MatrixDir}.`);
    reply.header('cache-control', 'public, max-age=300');
    return { data: agent };
  });
};
