import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import type { Accounts } from '../auth/accounts';
import { type BaseMapSetting, PMTILES_PATH } from '../map/base-map-settings';
import { readDataUpdatedAt } from '../reso/sync/read-feed-freshness';

/**
 * `GET /api/config` (SPEC §7): the brokerage's settings the widgets read once per page — the listings
 * status-line texts, where card photos come from, the map token when one is configured, and the
 * brokerage's social pages (SOCIAL_LINKS) and the footers' fixed contact lines (TOLL_FREE_PHONE,
 * OFFICE_PHONE, OFFICE_MLS_ID), and when the MLS data was last updated (the oldest of the feeds' last
 * successful syncs, so the disclaimer never claims fresher data than the stalest feed holds).
 */
export const configRoutes: FastifyPluginAsync<{ context: AppContext; accounts?: Accounts }> = async (
  app,
  { context, accounts },
) => {
  const settings = accounts?.settings;
  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const dataUpdatedAt = await readDataUpdatedAt(context.db, context.resoFeeds?.ids ?? []);
    return {
      data_updated_at: dataUpdatedAt?.toISOString() ?? null,
      status_data: {
        loading: { en: 'loading', es: 'cargando' },
        completed: { en: 'Search complete.', es: 'Búsqueda completa.' },
      },
      // The generated demo listings' drawings. A listing with MLS photos carries `photo_ids` instead,
      // which the widgets use first: its photos are ours (server/photos/), never drawings.
      photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg',
      collateral_url_template: '/api/collateral/images/{ListingKeyNumeric}',
      map_token: context.mapboxToken ?? null,
      base_map: baseMapAnswer(context.baseMap),
      social_links: context.socialLinks,
      office_contact: context.officeContact ?? { toll_free: null, office_phone: null, office_mls_id: null },
      // The company home's media: the demo's own drawings (scripts/make-home-media.ts).
      home_banners: ['austin', 'dallas', 'houston', 'rural-texas', 'san-antonio'].map((key) => ({
        key,
        image: `/demo-assets/home/${key}.webp`,
        label: null,
      })),
      home_cover: '/demo-assets/home/cover.webp',
      // Which social sign-in buttons show, and on which host names (server/auth/account-settings.ts).
      social_sign_in: {
        google_client_id: settings?.googleClientId ?? null,
        facebook_app_id:
          settings?.facebookAppId && settings.facebookAppSecret ? settings.facebookAppId : null,
        hosts: settings?.socialSignInHosts ?? [],
      },
    };
  });
};

/** The base map as the widgets read it: where the file lives stays the server's business. */
function baseMapAnswer(setting: BaseMapSetting) {
  if (setting.kind === 'style') return { kind: 'style', url: setting.url };
  if (setting.kind === 'pmtiles') return { kind: 'pmtiles', url: PMTILES_PATH };
  return { kind: 'offline' };
}
