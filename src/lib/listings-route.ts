/** What the listings screen is showing, read from the page path (SPEC §2 routes). */
export type ListingsRoute =
  | { mode: 'listings' }
  | { mode: 'leasing' }
  | { mode: 'open-houses' }
  | { mode: 'test' }
  | { mode: 'city'; city: string };

const CITY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads the listings route from a path. `/{city}` is a dash-separated lower-case city name; any other
 * path (a CMS page at /search-homes, the site root) shows the plain listings screen.
 */
export function parseListingsRoute(pathname: string): ListingsRoute {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 1) return { mode: 'listings' };
  const [segment = ''] = segments;
  switch (segment) {
    case 'listings':
      return { mode: 'listings' };
    case 'leasing':
      return { mode: 'leasing' };
    case 'open-houses':
      return { mode: 'open-houses' };
    case 'listingstest':
      return { mode: 'test' };
    default:
      return CITY.test(segment) ? { mode: 'city', city: segment } : { mode: 'listings' };
  }
}

/** The path the listings screen returns to, e.g. when the detail modal closes (SPEC §2). */
export function listingsRoutePath(route: ListingsRoute): string {
  switch (route.mode) {
    case 'leasing':
      return '/leasing';
    case 'open-houses':
      return '/open-houses';
    case 'test':
      return '/listingstest';
    case 'city':
      return `/${route.city}`;
    default:
      return '/listings';
  }
}
