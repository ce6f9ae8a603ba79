import { SLUG_PATTERN } from '../../contract';
import { isIpHost } from './is-ip-host';
import type { SearchLinkSite } from './search-link-site';

/** What a global-search result links to: a listing, a city or a ZIP code. */
export type SearchResultTarget =
  | { readonly kind: 'address'; readonly subdomain: string | null; readonly url: string | null }
  | { readonly kind: 'city'; readonly subdomain: string | null }
  | { readonly kind: 'postal'; readonly code: string };

/**
 * The link of a global-search result (SPEC §2 "Result links"), or null when the result carries too
 * little to link anywhere.
 * - A listing: its city's sub-domain plus its url without the last five characters ('.html').
 * - A city: its sub-domain at `/{city}`, the city listings route (SPEC §2), so the link lists the city
 *   whether or not the site routes by host.
 * - A ZIP code: the listings for that ZIP, `/listings?PostalCode=…`, on the current site.
 * On agent-branded pages, and on a site reached by IP address (no sub-domains to go to), every link is
 * relative, and a city becomes `/listings?city={subdomain}`.
 */
export function searchResultHref(target: SearchResultTarget, site: SearchLinkSite): string | null {
  const local = site.agentBranded || isIpHost(site.baseHost);
  switch (target.kind) {
    case 'postal': {
      const code = target.code.trim();
      return code ? `/listings?${new URLSearchParams({ PostalCode: code })}` : null;
    }
    case 'city': {
      const city = cleanSlug(target.subdomain);
      if (city === null) return null;
      return local ? `/listings?${new URLSearchParams({ city })}` : `${origin(site, city)}/${city}`;
    }
    case 'address': {
      const path = listingPath(target.url);
      if (path === null) return null;
      const city = cleanSlug(target.subdomain);
      // Without a city there is no sub-domain to go to: the listing's path on this site still works.
      return local || city === null ? `/${path}` : `${origin(site, city)}/${path}`;
    }
  }
}

function origin(site: SearchLinkSite, city: string): string {
  return `${site.protocol}//${city}.${site.baseHost}`;
}

/** The url minus its last five characters, as SPEC §2 says ('.html'); leading slashes dropped. */
function listingPath(url: string | null): string | null {
  const trimmed = url?.trim().replace(/^\/+/, '') ?? '';
  const path = trimmed.length > 5 ? trimmed.slice(0, -5) : '';
  // Anything that could leave the site (a scheme, '//host') is refused, not linked.
  return path && !/^[a-z][a-z\d+.-]*:/i.test(path) ? encodeURI(decodeURISafe(path)) : null;
}

function decodeURISafe(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** A sub-domain is a slug; anything else (spaces, dots, upper case) cannot be a host label. */
function cleanSlug(value: string | null): string | null {
  const slug = value?.trim().toLowerCase() ?? '';
  return SLUG_PATTERN.test(slug) ? slug : null;
}
