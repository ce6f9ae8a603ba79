import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';
import { findListingPage } from '../db/queries/find-listing-page';
import { ApiError } from '../http/api-error';
import { listingNotFoundHtml } from '../pages/listing-not-found-html';
import { listingPageHtml } from '../pages/listing-page-html';
import { keyOfListingPage, LISTING_PAGE_PATTERN, listingPagePath } from '../pages/listing-page-path';
import { cityOrigin, pageSite } from '../pages/page-site';
import { type LayoutPage, renderLayoutPage } from '../pages/render-layout-page';
import { readSiteIdentity } from '../pages/site-identity';
import { SITEMAP_URL_LIMIT } from '../pages/sitemap-xml';
import { readDataUpdatedAt } from '../reso/sync/read-feed-freshness';
import { sitemapRoutes } from './sitemap';

const PAGE = new RegExp(LISTING_PAGE_PATTERN);

export interface ListingPageOptions {
  context: AppContext;
  /** Folder of the demo host pages: the layout the listing pages are rendered in. */
  demoDir: string;
  /** URLs per sitemap file (default and maximum: the protocol's 50,000); tests lower it. */
  sitemapUrlLimit?: number;
}

/**
 * Each listing's own page, where the global search's result links point (SPEC §2): the demo layout
 * around `<bb-house>`, whose light DOM holds the facts as plain HTML for search engines and visitors
 * without JavaScript, with schema.org JSON-LD and a canonical URL. Also `/sitemap.xml` and
 * `/robots.txt`. Register before the demo routes: `/{city}` would otherwise be tried for these paths
 * (the router prefers this stricter pattern either way).
 */
export const listingPageRoutes: FastifyPluginAsync<ListingPageOptions> = async (app, options) => {
  const { context, demoDir } = options;

  const sendPage = async (reply: FastifyReply, status: number, page: LayoutPage) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // Short: a price change should reach visitors and crawlers within minutes.
      .header('cache-control', 'public, max-age=300')
      .send(await renderLayoutPage(demoDir, page, await readSiteIdentity(context)));

  app.get<{ Params: { page: string } }>(`/:page(${LISTING_PAGE_PATTERN})`, async (request, reply) => {
    const site = pageSite(request);
    if (!site) throw new ApiError('badRequest', 'The Host header is not a host name.');
    const key = keyOfListingPage(request.params.page);
    const listing = key === null ? null : await findListingPage(context.db, key);
    if (!listing) return sendPage(reply, 404, listingNotFoundHtml());

    const here = `/${request.params.page}`;
    const stored = listingPagePath(listing.url);
    // A stored url this route would not answer for cannot be the listing's home: keep this one.
    const path = stored !== null && PAGE.test(stored.slice(1)) ? stored : here;
    if (path !== here) {
      // An old '.html' link or a slug from before the address changed: one permanent home per listing.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${path}${query}`, 301);
    }
    const canonical = `${cityOrigin(site, listing.citySubdomain)}${path}`;
    const dataUpdatedAt = await readDataUpdatedAt(context.db, context.resoFeeds?.ids ?? []);
    return sendPage(
      reply,
      200,
      listingPageHtml(listing, {
        canonicalUrl: canonical,
        siteOrigin: `${site.protocol}//${site.host}`,
        dataUpdatedAt,
      }),
    );
  });

  await app.register(sitemapRoutes, {
    context,
    urlLimit: Math.min(options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT),
  });
};
