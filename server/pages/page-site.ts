import { SLUG_PATTERN } from '../../src/contract';
import { isIpHost } from '../../src/lib/search/is-ip-host';
import { baseSiteHost } from '../../src/lib/search/search-link-site';

/** The site a page request came to, as the absolute URLs of a page (canonical, sitemap) need it. */
export interface PageSite {
  /** 'http:' or 'https:'. */
  readonly protocol: string;
  /** The host the request named, with its port: 'austin.localhost:8080'. */
  readonly host: string;
  /** The brokerage host city sub-domains hang off: 'localhost:8080', 'bluebonnet.example'. */
  readonly baseHost: string;
}

// A host name (labels of letters, digits, dashes) or IPv4 address, and an optional port. The Host header
// is the visitor's to write, and it ends up in canonical links and sitemaps: anything else is refused.
const HOST = /^[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*(?::\d{1,5})?$/;

/** The site of a request, or null when its Host header is not a plain host name. */
export function pageSite(request: { protocol: string; host: string }): PageSite | null {
  const host = request.host.trim().toLowerCase();
  if (!HOST.test(host)) return null;
  return {
    protocol: request.protocol === 'https' ? 'https:' : 'http:',
    host,
    baseHost: baseSiteHost(host),
  };
}

/**
 * The origin of a city's pages: its sub-domain of the brokerage site, as the global search links them
 * (SPEC §2 "Result links"). An IP address has no sub-domains, and a city without a clean slug cannot
 * be a host label: the brokerage host itself serves those pages.
 */
export function cityOrigin(site: PageSite, citySubdomain: string): string {
  return isIpHost(site.baseHost) || !SLUG_PATTERN.test(citySubdomain)
    ? `${site.protocol}//${site.baseHost}`
    : `${site.protocol}//${citySubdomain}.${site.baseHost}`;
}
