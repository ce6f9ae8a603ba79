/**
 * A listing page's path: its url without '.html' (SPEC §2 "Result links"), such as
 * `/2631-saddle-club-blvd-spicewood-tx-78669-9642648`. The last dash-separated part is the
 * ListingKeyNumeric, and the part before it a ZIP code: that pair tells a listing's path from a city's
 * (`/round-rock`) without asking the server.
 */
const LISTING_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*-\d{5}-(\d{1,15})$/i;

/** The ListingKeyNumeric of a listing page's path, or null for any other path. */
export function listingKeyFromPath(pathname: string): number | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 1) return null;
  const match = LISTING_SEGMENT.exec(segments[0] ?? '');
  const key = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(key) ? key : null;
}

/**
 * The site-relative path of a listing's page: '/' plus its url minus '.html'. A url that is missing or
 * would not read back to the same key (another site's, a scheme) falls back to `/listing-00000-{key}`,
 * which still opens the listing.
 */
export function listingPagePath(listing: { ListingKeyNumeric: number; url: string | null }): string {
  const trimmed =
    listing.url
      ?.trim()
      .replace(/^\/+/, '')
      .replace(/\.html$/i, '') ?? '';
  const path = `/${trimmed}`;
  return listingKeyFromPath(path) === listing.ListingKeyNumeric
    ? path
    : `/listing-00000-${listing.ListingKeyNumeric}`;
}
