import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { agentDirFromHost } from '../../src/lib/agent/agent-dir-from-host';
import { baseSiteHost } from '../../src/lib/search/search-link-site';
import type { AppContext } from '../app-context';
import { type AgentRow, findAgent } from '../db/queries/find-agent';
import { escapeHtml } from '../pages/escape-html';
import { pageSite } from '../pages/page-site';
import { renderDemoPage } from '../pages/render-demo-page';
import { readSiteIdentity } from '../pages/site-identity';

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

  // The agent's page in the company's layout, the brokerage named as configured in both.
  const send = async (
    reply: FastifyReply,
    agent: AgentRow,
    page: { file: string; description: (brand: string) => string; html?: Record<string, string> },
  ) => {
    const identity = await readSiteIdentity(context);
    const html = await renderDemoPage(
      demoDir,
      {
        file: page.file,
        title: agent.AgentChimeName,
        description: page.description(identity.brand.name),
        text: { agent: agent.MatrixDir },
        ...(page.html ? { html: page.html } : {}),
      },
      identity,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
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
      return send(reply, agent, {
        file: 'agent-home',
        description: (brand) => `${agent.AgentChimeName}, ${brand} agent.`,
        html: { variant: house ? 'compact' : 'full', house },
      });
    },
  );

  app.get('/contact', { constraints: { host: AGENT_HOST } }, async (request, reply) => {
    const agent = await agentOf(request);
    if (!agent) return toCompanySite(request, reply);
    return send(reply, agent, {
      file: 'contact-agent',
      description: (brand) => `Contact ${agent.AgentChimeName} of ${brand}.`,
    });
  });
};
