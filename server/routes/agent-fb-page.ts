import type { FastifyPluginAsync } from 'fastify';
import { agentHostParamsSchema } from '../../src/contract';
import { agentDirFromHost } from '../../src/lib/agent/agent-dir-from-host';
import type { AppContext } from '../app-context';
import { findAgent } from '../db/queries/find-agent';
import { parseOr400 } from '../http/parse-or-400';

/** A bare label ('maria-gonzalez') is the agent's MatrixDir itself; a host name gives its sub-domain. */
export function agentDirOfParam(host: string): string | null {
  return host.includes('.') ? agentDirFromHost(host) : agentDirFromHost(`${host}.localhost`);
}

/**
 * `GET /api/agentFbPage/{host}` (SPEC §7): the agent of an agent sub-domain when that agent has a Facebook
 * page (the agent home then shows its messenger block), else `{ data: null }` — SPEC's `false`, which the
 * contract reads the same way. Not a 404: "no page" is the common, expected answer.
 */
export const agentFbPageRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/agentFbPage/:host', async (request, reply) => {
    const { host } = parseOr400(agentHostParamsSchema, request.params, 'host');
    const dir = agentDirOfParam(host);
    const agent = dir === null ? null : await findAgent(context.db, dir);
    reply.header('cache-control', 'public, max-age=300');
    return { data: agent?.facebook_page ? agent : null };
  });
};
