import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { countSitemapListings, type SitemapListing, sitemapListings } from '../db/queries/sitemap-listings';
import { ApiError } from '../http/api-error';
import { listingPagePath } from '../pages/listing-page-path';
import { cityOrigin, type PageSite, pageSite } from '../pages/page-site';
import { type SitemapEntry, sitemapIndexXml, urlsetXml } from '../pages/sitemap-xml';

/** Rows read per query while a sitemap streams out. */
const BATCH = 5_000;

/**
 * `GET /sitemap.xml`: every listing on the market at its canonical page URL. Up to `urlLimit` listings
 * it is the list itself; beyond, a sitemap index of `/sitemap-{n}.xml` files of `urlLimit` each. Files
 * are streamed from the database in batches, never built whole. `GET /robots.txt` points to it.
 */
export const sitemapRoutes: FastifyPluginAsync<{ context: AppContext; urlLimit: number }> = async (
  app,
  { context, urlLimit },
) => {
  const siteOf = (request: FastifyRequest): PageSite => {
    const site = pageSite(request);
    if (!site) throw new ApiError('badRequest', 'The Host header is not a host name.');
    return site;
  };
  // The sitemap lives on the brokerage host, whichever sub-domain asked (robots.txt says so).
  const sitemapOrigin = (site: PageSite) => `${site.protocol}//${site.baseHost}`;

  const sendXml = (reply: FastifyReply, body: string | Readable) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  const sendFile = (reply: FastifyReply, site: PageSite, index: number) => {
    const listings = sitemapListings(context.db, { offset: index * urlLimit, limit: urlLimit, batch: BATCH });
    return sendXml(reply, Readable.from(urlsetXml(entries(site, listings))));
  };

  app.get('/sitemap.xml', async (request, reply) => {
    const site = siteOf(request);
    const total = await countSitemapListings(context.db);
    if (total <= urlLimit) return sendFile(reply, site, 0);
    const files = Math.ceil(total / urlLimit);
    const locs = Array.from({ length: files }, (_, i) => `${sitemapOrigin(site)}/sitemap-${i + 1}.xml`);
    return sendXml(reply, sitemapIndexXml(locs));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', async (request, reply) => {
    const site = siteOf(request);
    const n = Number(request.params.n);
    const files = Math.ceil((await countSitemapListings(context.db)) / urlLimit);
    if (n < 1 || n > files) throw new ApiError('notFound', `There is no sitemap ${n}.`);
    return sendFile(reply, site, n - 1);
  });

  app.get('/robots.txt', async (request, reply) => {
    const site = siteOf(request);
    const text = `User-agent: *\nAllow: /\n\nSitemap: ${sitemapOrigin(site)}/sitemap.xml\n`;
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text);
  });
};

/** Each listing at its page URL, on its city's sub-domain like the search result links. */
async function* entries(
  site: PageSite,
  listings: AsyncIterable<SitemapListing>,
): AsyncGenerator<SitemapEntry> {
  for await (const listing of listings) {
    const path = listingPagePath(listing.url);
    if (path !== null) yield { loc: `${cityOrigin(site, listing.city)}${path}`, lastmod: listing.lastmod };
  }
}
