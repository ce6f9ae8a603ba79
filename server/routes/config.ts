import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';

/**
 * `GET /api/config` (SPEC §7): the brokerage's settings the widgets read once per page — the listings
 * status-line texts, where card photos come from, the map token when one is configured, and the
 * brokerage's social pages (SOCIAL_LINKS).
 */
export const configRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      status_data: {
        loading: { en: 'loading', es: 'cargando' },
        completed: { en: 'Search complete.', es: 'Búsqueda completa.' },
      },
      photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg',
      collateral_url_template: '/api/collateral/images/{ListingKeyNumeric}',
      map_token: context.mapboxToken ?? null,
      social_links: context.socialLinks,
    };
  });
};
