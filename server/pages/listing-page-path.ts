import { searchResultHref } from '../../src/lib/search/search-result-href';

/**
 * The path of a listing's own page: its stored `url` without '.html', exactly where the global search's
 * result links point (SPEC §2), e.g. '/2631-saddle-club-blvd-spicewood-tx-78669-9642648'. Null when the
 * stored url cannot be a path on this site.
 */
export function listingPagePath(url: string): string | null {
  // A relative link (agent-branded form) is the bare path; the site parts are unused for it.
  return searchResultHref(
    { kind: 'address', subdomain: null, url },
    { protocol: 'https:', baseHost: 'localhost', agentBranded: true },
  );
}

/**
 * The page paths this server answers with a listing: a slug ending in `-{ListingKeyNumeric}`, with or
 * without the '.html' of older links. Strict on purpose, so city pages (`/{city}`) never match. Written
 * without nested quantifiers because the router refuses regular expressions it cannot prove safe.
 */
export const LISTING_PAGE_PATTERN = '^[a-z0-9-]+-\\d{1,15}(?:\\.html)?$';

/** The ListingKeyNumeric at the end of a listing page's path segment, or null. */
export function keyOfListingPage(segment: string): number | null {
  const match = /-(\d{1,15})(?:\.html)?$/.exec(segment);
  const key = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(key) && key > 0 ? key : null;
}
