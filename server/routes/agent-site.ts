import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { agentDirFromHost } from '../../src/lib/agent/agent-dir-from-host';
import { baseSiteHost } from '../../src/lib/search/search-link-site';
import type { AppContext } from '../app-context';
import { type AgentRow, findAgent } from '../db/queries/find-agent';
import { escapeHtml } from '../pages/escape-html';
import { pageSite } from '../pages/page-site';
import { renderLayoutPage } from '../pages/render-layout-page';

/**
 * Hosts that may be an agent's sub-domain: `{label}.localhost[:port]` or `{label}.{site}.{tld}[:port]`,
 * never `www.` and never an IP address. Only requests to such hosts reach these routes; the company
 * site's own `/` and `/contact` stay with the demo routes.
 */
export const AGENT_HOST =
  /^(?!www\.)(?![\d.]+(?::\d+)?$)[a-z0-9][a-z0-9_-]{0,63}\.(?:localhost|[a-z0-9-]+\.[a-z0-9-]+)(?::\d{1,5})?$/i;

const LISTING_KEY = /^\d{1,15}$/;

/**
 * The agent sub-domain demo (DESIGN "How a page works"): on `{MatrixDir}.localhost:PORT` (or
 * `{MatrixDir}.bluebonnet.example`) `/` is the agent's home page (`<bb-agent-home>`, with one listing
 * beside it when the query names `?listing={ListingKeyNumeric}`), and `/contact` is the agent's contact
 * page ('CONTACT {AGENT}', no staff carousel). A sub-domain that is not an agent's (a city's, a typo)
 * sends the visitor to the same path on the company site. Register before the demo routes.
 */
export const agentSiteRoutes: FastifyPluginAsync<{ context: AppContext; demoDir: string }> = async (
  app,
  { context, demoDir },
) => {
  const agentOf = async (request: FastifyRequest): Promise<AgentRow | null> => {
    const dir = agentDirFromHost(request.host);
    return dir === null ? null : findAgent(context.db, dir);
  };

  // The company site: same scheme, the host without its agent label, the same path and query.
  const toCompanySite = (request: FastifyRequest, reply: FastifyReply) => {
    const site = pageSite(request);
    const host = site ? site.baseHost : baseSiteHost(request.host);
    return reply.redirect(`${site?.protocol ?? 'http:'}//${host}${request.url}`, 302);
  };

  const send = async (reply: FastifyReply, title: string, description: string, content: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await renderLayoutPage(demoDir, { title, description, head: '', content }));

  const fragment = async (file: string, values: Record<string, string>) => {
    const text = await readFile(join(demoDir, 'pages', file), 'utf8');
    return text.replace(/\{\{(\w+)\}\}/g, (found, name: string) =>
      name in values ? (values[name] ?? '') : found,
    );
  };

  app.get<{ Querystring: { listing?: string } }>(
    '/',
    { constraints: { host: AGENT_HOST } },
    async (request, reply) => {
      const agent = await agentOf(request);
      if (!agent) return toCompanySite(request, reply);
      const listing = request.query.listing;
      const house =
        typeof listing === 'string' && LISTING_KEY.test(listing)
          ? `<bb-house listing-key="${escapeHtml(listing)}"></bb-house>`
          : '';
      const content = await fragment('agent-home.html', {
        title: escapeHtml(agent.AgentChimeName),
        agent: escapeHtml(agent.MatrixDir),
        variant: house ? 'compact' : 'full',
        house,
      });
      return send(reply, agent.AgentChimeName, `${agent.AgentChimeName}, Bluebonnet Realty agent.`, content);
    },
  );

  app.get('/contact', { constraints: { host: AGENT_HOST } }, async (request, reply) => {
    const agent = await agentOf(request);
    if (!agent) return toCompanySite(request, reply);
    const content = await fragment('contact-agent.html', {
      title: escapeHtml(agent.AgentChimeName),
      agent: escapeHtml(agent.MatrixDir),
    });
    return send(
      reply,
      agent.AgentChimeName,
      `Contact ${agent.AgentChimeName} of Bluebonnet Realty.`,
      content,
    );
  });
};
