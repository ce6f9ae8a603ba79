/** What a page's Content-Security-Policy depends on: the server's configuration, never the request. */
export interface PolicyOptions {
  /** A Mapbox token is configured: mapbox-gl and the Mapbox places and directions APIs are in use. */
  mapbox: boolean;
  /**
   * Origins of the base map's style, tiles, glyphs and sprite (MAP_STYLE_URL's origin and MAP_HOSTS);
   * none for the offline style and a PMTiles file of our own.
   */
  mapHosts: readonly string[];
  /** Origins of photo and video hosts outside this server (PHOTO_HOSTS: the MLS photo CDN). */
  photoHosts: readonly string[];
  /** The origin of the brokerage's logo when it is on another host (BRAND_LOGO_URL); null for a /path. */
  logoHost: string | null;
  /** Google sign-in is configured (GOOGLE_CLIENT_ID): its script, button frame and styles. */
  google: boolean;
  /** Facebook sign-in is configured (FACEBOOK_APP_ID): its SDK and login dialog. */
  facebook: boolean;
  /** Who may show the page in a frame: 'self' plus these origins; null: nobody. */
  frameAncestors: readonly string[] | null;
}

// Mapbox's documented CSP (docs.mapbox.com, "CSP directives"): its styles, tiles, fonts and telemetry.
const MAPBOX_HOSTS = ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com'];
const GOOGLE = 'https://accounts.google.com';
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK_PAGES = ['https://www.facebook.com', 'https://web.facebook.com'];

/**
 * The Content-Security-Policy of the site's pages. Script only from the site itself (no inline script,
 * no eval), so text from users or the MLS that slips into markup still cannot run.
 *
 * - style-src 'self' only: the widgets adopt constructed stylesheets into their shadow roots
 *   (src/elements/shadow-style.tsx), which CSP does not count as inline styles.
 * - worker-src blob:: the ALTCHA proof-of-work worker starts from a blob: URL (load-altcha.ts), and so do
 *   the map's workers when the bundle is served from another origin (pins-worker-port.ts) and mapbox-gl.
 * - img-src data: blob:: map icons, the photo placeholders and the profile photo preview.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const photos = options.photoHosts;
  const mapbox = options.mapbox ? MAPBOX_HOSTS : [];
  // maplibre fetches the style, tiles, glyphs and sprite sheets, and decodes the sprites as images.
  const map = options.mapHosts;
  const google = options.google ? [GOOGLE] : [];
  const facebook = options.facebook ? [FACEBOOK_SDK] : [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.google ? [`${GOOGLE}/gsi/client`] : []), ...facebook],
    'style-src': ["'self'", ...(options.google ? [`${GOOGLE}/gsi/style`] : [])],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...photos,
      ...(options.logoHost ? [options.logoHost] : []),
      ...mapbox,
      ...map,
    ],
    'font-src': ["'self'", ...mapbox],
    'media-src': ["'self'", ...photos],
    'connect-src': ["'self'", ...mapbox, ...map, ...(options.google ? [`${GOOGLE}/gsi/`] : []), ...facebook],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...google, ...(options.facebook ? FACEBOOK_PAGES : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.frameAncestors ? ["'self'", ...options.frameAncestors] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The policy of everything that is not a page (JSON, SVG photos): nothing loads, nothing frames it. */
export const NON_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
