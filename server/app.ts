import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { loadCatalog } from '../src/lib/i18n/catalogs';
import { texasToday } from '../src/lib/time/texas-time';
import { DEFAULT_BRAND } from './alerts/digest-brand';
import type { AppContext, AppDeps } from './app-context';
import { accountRoutes } from './auth/account-routes';
import { DEFAULT_ACCOUNT_SETTINGS } from './auth/account-settings';
import { createAccounts } from './auth/accounts';
import { refuseCrossSite } from './auth/refuse-cross-site';
import type { ServerConfig } from './config';
import { isDatabaseUnavailable } from './db/is-database-unavailable';
import { inArrivalOrder } from './db/request-order';
import { ApiError } from './http/api-error';
import { Readiness } from './http/readiness';
import { refuseNulCharacters } from './http/refuse-nul-characters';
import { refuseUnknownHost } from './http/refuse-unknown-host';
import { securityHeaders } from './http/security-headers';
import { projectRoot } from './lib/project-root';
import { baseMapHosts } from './map/base-map-settings';
import { accountDeletionRoute } from './routes/account-deletion';
import { agentBannerRoutes } from './routes/agent-banners';
import { agentFbPageRoutes } from './routes/agent-fb-page';
import { agentInfoRoutes } from './routes/agent-info';
import { agentListingsRoutes } from './routes/agent-listings';
import { agentSiteRoutes } from './routes/agent-site';
import { baseMapTileRoutes } from './routes/base-map-tiles';
import { blogRoutes } from './routes/blog';
import { blogLikeRoutes } from './routes/blog-likes';
import { bundleRoutes } from './routes/bundle';
import { clientLocationRoutes } from './routes/client-location';
import { clientRoutes } from './routes/clients';
import { commuteRoutes } from './routes/commute';
import { configRoutes } from './routes/config';
import { contactRoutes } from './routes/contact';
import { contactInfoRoutes } from './routes/contact-info';
import { demoRoutes } from './routes/demo';
import { featuredAgentRoutes } from './routes/featured-agents';
import { featuredListingRoutes } from './routes/featured-listings';
import { healthRoutes } from './routes/health';
import { infoModalRoutes } from './routes/info-modal';
import { listingDetailRoutes } from './routes/listing-details';
import { listingItemRoutes } from './routes/listing-item';
import { listingPageRoutes } from './routes/listing-pages';
import { listingsRoutes } from './routes/listings';
import { locationLookupRoutes } from './routes/location-lookups';
import { mapAreaRoutes } from './routes/map-areas';
import { mapLocationRoutes } from './routes/map-locations';
import { mapPinRoutes } from './routes/map-pins';
import { mediaRoutes } from './routes/media';
import { metroOptionRoutes } from './routes/metro-options';
import { photoRoutes } from './routes/photos';
import { priceMinMaxRoutes } from './routes/price-min-max';
import { readinessRoutes } from './routes/readiness';
import { savedListingRoutes } from './routes/saved-listings';
import { savedSearchRoutes } from './routes/saved-searches';
import { DEFAULT_FORM_LIMITS } from './routes/screen-form-post';
import { searchRoutes } from './routes/search';
import { thankYouPageRoutes } from './routes/thank-you-pages';
import { webAgentRoutes } from './routes/web-agent';
import { SyncedListingIndex } from './search/synced-listing-index';

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
const DATABASE_RETRY_AFTER_S = 5;

const root = (path: string) => join(projectRoot(), path);

/** Builds the API server and the demo site; listening is the entry point's job. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // The server writes Spanish pages too (listing pages); the bundle fetches that catalog lazily.
  await loadCatalog('es');
  const app = Fastify({
    logger: deps.logger === false ? false : { level: deps.config.logLevel },
    // One line per request drowns what matters; LOG_LEVEL=debug brings them back.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
    // The listings and map-pin calls carry their whole query as one JSON path segment (SPEC §7), a
    // geosearch polygon of up to 500 points included; the default limit of 100 characters refused any
    // query with map bounds. Node's 16 KB header limit still bounds the request line over HTTP.
    routerOptions: { maxParamLength: 65_536 },
    // Behind a proxy (TRUST_PROXY): the client's address, https and host come from its forwarded headers,
    // so the sign-in limiter counts visitors, not the proxy, and cookies get Secure and pages HSTS.
    trustProxy: trustProxyOption(deps.config.trustProxy ?? false),
    // Malformed URLs (bad percent-encoding) answer with the same JSON error shape as everything else.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.code(400).send(new ApiError('badRequest', `Bad request: ${error.message}`).toJSON());
    },
  });
  const context: AppContext = {
    db: deps.db,
    today: deps.today ?? (() => texasToday()),
    mapboxToken: deps.config.mapboxToken,
    routingUrl: deps.config.routingUrl,
    // Tests that build the app without saying get the offline style: nothing leaves the machine.
    baseMap: deps.config.baseMap ?? { kind: 'offline' },
    socialLinks: deps.config.socialLinks ?? [],
    brand: deps.config.brand ?? DEFAULT_BRAND,
    ...(deps.config.emailDomain ? { emailDomain: deps.config.emailDomain } : {}),
    listings: new SyncedListingIndex(deps.db, (message, error) => app.log.warn({ err: error }, message)),
    ...(deps.config.officeContact ? { officeContact: deps.config.officeContact } : {}),
    formLimits: deps.config.formLimits ?? DEFAULT_FORM_LIMITS,
    resoFeeds: {
      ids: deps.config.reso?.feeds.map((feed) => feed.id) ?? [],
      staleAfterMs: deps.config.reso?.staleAfterMs ?? 2 * 3_600_000,
    },
  };
  // Sessions, captcha, sign-in limits and social sign-in settings (server/auth).
  const accounts = createAccounts({ ...DEFAULT_ACCOUNT_SETTINGS, ...deps.config.accounts }, deps.db, {
    mail: deps.mail,
    siteUrl: deps.siteUrl ?? 'http://localhost:3000',
    brandName: context.brand.name,
    retryEveryMs: deps.leadRetryMs ?? 60_000,
    log: (message) => app.log.warn(message),
  });
  app.addHook('onClose', () => accounts.mailer.close());

  // The search index reads every listing once (seconds at 100,000): begun at start, not by the first
  // visitor's search, which waits for the same read. Not awaited: a slow or unavailable database is no
  // reason not to start, and the first search tries again.
  app.addHook('onReady', async () => {
    context.listings.current().catch((error: unknown) => {
      app.log.warn({ err: error }, 'search index not read at start; the first search will retry');
    });
  });

  // Every request is numbered as it arrives, so a one-statement-at-a-time database serves earlier
  // requests first (server/db/serve-in-request-order.ts).
  app.addHook('onRequest', (_request, _reply, done) => inArrivalOrder(done));
  // A Host that is not the brokerage's is refused before any route links or redirects to it.
  if (deps.config.allowedHosts) app.addHook('onRequest', refuseUnknownHost(deps.config.allowedHosts));
  // Posts from other websites are refused before any route sees them (issue 7, server/auth).
  app.addHook('onRequest', refuseCrossSite(accounts.settings.allowedOrigins));
  // Text with a NUL character is refused with a 400 naming the field, before any route reads it.
  app.addHook('preValidation', refuseNulCharacters);
  // nosniff, referrer policy, and on pages the Content-Security-Policy and frame rules (issue 9).
  app.addHook(
    'onSend',
    securityHeaders({
      mapbox: Boolean(deps.config.mapboxToken),
      mapHosts: deps.config.mapboxToken ? [] : baseMapHosts(context.baseMap),
      photoHosts: deps.config.security?.photoHosts ?? [],
      logoHost: URL.canParse(context.brand.logo) ? new URL(context.brand.logo).origin : null,
      google: Boolean(accounts.settings.googleClientId),
      facebook: Boolean(accounts.settings.facebookAppId),
      allowedOrigins: accounts.settings.allowedOrigins,
      hstsMaxAge: deps.config.security?.hstsMaxAge ?? 0,
    }),
  );

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.toJSON());
    const status =
      typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request';
      return reply.code(status).send(new ApiError('badRequest', message).toJSON());
    }
    // The database is down or restarting: a passing fault the client may retry, not a bug (issue 9).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send(
          new ApiError('unavailable', 'The database is unavailable for a moment. Please try again.').toJSON(),
        );
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(new ApiError('internal', 'Something went wrong on our side.').toJSON());
  });

  app.setNotFoundHandler((request, reply) => {
    const message = `No such address: ${request.method} ${request.url.split('?')[0]}`;
    return reply.code(404).send(new ApiError('notFound', message).toJSON());
  });

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(healthRoutes, { context });
  await app.register(readinessRoutes, { context, readiness: deps.readiness ?? new Readiness() });
  await app.register(configRoutes, { context, accounts });
  await app.register(listingsRoutes, { context });
  await app.register(listingItemRoutes, { context });
  await app.register(listingDetailRoutes, { context });
  await app.register(mapPinRoutes, { context });
  await app.register(priceMinMaxRoutes);
  await app.register(featuredListingRoutes, { context });
  await app.register(featuredAgentRoutes, { context });
  await app.register(photoRoutes, { context });
  await app.register(mediaRoutes, { store: deps.photoStore });
  await app.register(mapLocationRoutes, { context });
  if (context.baseMap.kind === 'pmtiles')
    await app.register(baseMapTileRoutes, { file: context.baseMap.file });
  await app.register(metroOptionRoutes, { context });
  await app.register(clientLocationRoutes, { context });
  await app.register(commuteRoutes, { context });
  await app.register(mapAreaRoutes, { context });
  await app.register(locationLookupRoutes, { context });
  await app.register(searchRoutes, { context });
  await app.register(clientRoutes, { context, accounts, mail: deps.mail, leadRetryMs: deps.leadRetryMs });
  await app.register(contactRoutes, { context, mail: deps.mail, retryMs: deps.leadRetryMs });
  await app.register(contactInfoRoutes, { context, companyEmail: deps.mail?.leadTo ?? null });
  await app.register(webAgentRoutes, { context });
  await app.register(accountRoutes, { context, accounts });
  await app.register(accountDeletionRoute, { context, accounts });
  await app.register(savedListingRoutes, { context });
  await app.register(savedSearchRoutes, { context });
  await app.register(agentInfoRoutes, { context });
  await app.register(agentListingsRoutes, { context });
  await app.register(agentFbPageRoutes, { context });
  await app.register(infoModalRoutes, { context });
  await app.register(agentBannerRoutes);
  await app.register(blogRoutes, { context });
  await app.register(blogLikeRoutes, { context });
  await app.register(bundleRoutes, {
    distDir: deps.distDir ?? root('dist'),
    sourceMaps: deps.config.serveSourceMaps ?? false,
  });
  await app.register(listingPageRoutes, { context, demoDir: deps.demoDir ?? root('demo') });
  // Agent sub-domains ({MatrixDir}.localhost) answer / and /contact before the company site's pages.
  await app.register(agentSiteRoutes, { context, demoDir: deps.demoDir ?? root('demo') });
  await app.register(thankYouPageRoutes, { context, demoDir: deps.demoDir ?? root('demo') });
  await app.register(demoRoutes, {
    context,
    demoDir: deps.demoDir ?? root('demo'),
    distDir: deps.distDir ?? root('dist'),
  });
  return app;
}

/** TRUST_PROXY for Fastify: a hop count as the function its types take (trust the nearest n proxies). */
function trustProxyOption(
  trust: ServerConfig['trustProxy'],
): boolean | string[] | ((ip: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_ip, hop) => hop < trust : trust;
}
