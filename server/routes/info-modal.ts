import type { FastifyPluginAsync } from 'fastify';
import { agentHostParamsSchema } from '../../src/contract';
import type { AppContext } from '../app-context';
import { findAgent } from '../db/queries/find-agent';
import { ApiError } from '../http/api-error';
import { parseOr400 } from '../http/parse-or-400';
import { agentDirOfParam } from './agent-fb-page';

/**
 * `GET /api/infoModal/{subdomain}` (SPEC §7): the agent of an agent sub-domain ('maria-gonzalez', or a
 * whole host 'maria-gonzalez.bluebonnet.example'), as GET /api/agentInfo answers it; 404 when the
 * sub-domain is not an agent's.
 */
export const infoModalRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/infoModal/:host', async (request, reply) => {
    const { host } = parseOr400(agentHostParamsSchema, request.params, 'sub-domain');
    const dir = agentDirOfParam(host);
    const agent = dir === null ? null : await findAgent(context.db, dir);
    if (!agent) throw new ApiError('notFound', `There is no agent at ${host}.`);
    reply.header('cache-control', 'public, max-age=300');
    return { data: agent };
  });
};
