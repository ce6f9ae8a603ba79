import type { FastifyPluginAsync } from 'fastify';
import { formatPhone } from '../../src/lib/format/format-phone';
import type { AppContext } from '../app-context';
import { type FeaturedAgentRow, listFeaturedAgents } from '../db/queries/list-featured-agents';

/**
 * `GET /api/featuredAgents` (SPEC §7): the company home's featured agents as an HTML fragment, as the
 * product has it. Every value from the database is escaped; the widget sanitises the fragment again
 * (DOMPurify) before showing it. The markup is the contract `<bb-home>` reads:
 *
 * ```html
 * <ul class="featured-agents">
 *   <li class="featured-agent" data-matrix-dir="…">
 *     <img class="featured-agent-photo" src="…" alt="…">
 *     <video class="featured-agent-video" src="…" preload="none" playsinline></video>   (when a video exists)
 *     <h3 class="featured-agent-name"><a href="/about/…">Name</a></h3>
 *     <p class="featured-agent-bio" lang="en">…</p>
 *     <p class="featured-agent-bio" lang="es">…</p>   (when the agent has a bio in Spanish)
 *     <p class="featured-agent-contact"><a href="tel:…">…</a> <a href="mailto:…">…</a></p>
 *   </li>
 * </ul>
 * ```
 *
 * Only agents flagged `is_featured` appear, by name. URLs may be paths on the API's host. Both bios are
 * sent, each marked with its language, so one cached answer serves readers of either language.
 */
export const featuredAgentRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/featuredAgents', async (_request, reply) => {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(featuredAgentsHtml(await listFeaturedAgents(context.db)));
  });
};

function featuredAgentsHtml(agents: readonly FeaturedAgentRow[]): string {
  const items = agents.map((agent) => {
    const name = escapeHtml(agent.full_name);
    const dir = escapeHtml(agent.matrix_dir);
    const photo = agent.photo_url ?? `/photos/agents/${encodeURIComponent(agent.matrix_dir)}.svg`;
    const video = agent.video_url
      ? `\n    <video class="featured-agent-video" src="${escapeHtml(agent.video_url)}" preload="none" playsinline></video>`
      : '';
    const spanish = agent.bio_es
      ? `\n    <p class="featured-agent-bio" lang="es">${escapeHtml(agent.bio_es)}</p>`
      : '';
    const phone = agent.biz_phone.replace(/\D/g, '');
    return `  <li class="featured-agent" data-matrix-dir="${dir}">
    <img class="featured-agent-photo" src="${escapeHtml(photo)}" alt="${name}">${video}
    <h3 class="featured-agent-name"><a href="/about/${encodeURIComponent(agent.matrix_dir)}">${name}</a></h3>
    <p class="featured-agent-bio" lang="en">${escapeHtml(agent.bio ?? '')}</p>${spanish}
    <p class="featured-agent-contact"><a href="tel:+1${phone}">${escapeHtml(formatPhone(phone))}</a> <a href="mailto:${escapeHtml(agent.email)}">${escapeHtml(agent.email)}</a></p>
  </li>`;
  });
  return `<ul class="featured-agents">\n${items.join('\n')}\n</ul>\n`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
