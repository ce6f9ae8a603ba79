import type { ConfigResponse } from '../contract';

/**
 * The map under the listings' pins, as the widgets choose it (README "Configuration"): Mapbox streets
 * with a token; else the server's choice from /api/config — a vector style by URL (OpenFreeMap's liberty
 * by default), a PMTiles file the API serves (an absolute URL by now), or the offline style.
 */
export type BaseMap =
  | { readonly kind: 'mapbox'; readonly token: string }
  | { readonly kind: 'style'; readonly url: string }
  | { readonly kind: 'pmtiles'; readonly url: string }
  | { readonly kind: 'offline' };

/** What a maplibre map draws: every base map but Mapbox's. */
export type MaplibreBaseMap = Exclude<BaseMap, { kind: 'mapbox' }>;

/** What the widgets know when choosing: their own token, and /api/config once it has answered. */
export interface BaseMapInputs {
  /** The widget's `map-token` attribute, trimmed; null when absent. */
  readonly ownToken: string | null;
  /** /api/config has answered or failed: until then only an own token can decide. */
  readonly configSettled: boolean;
  readonly config: Pick<ConfigResponse, 'map_token' | 'base_map'> | null;
  /** Where relative API paths resolve: the widget's api-base, else the page. */
  readonly apiBase: string;
}

/**
 * The base map to draw, or null while /api/config is still on its way (the map waits for it rather than
 * drawing one style and then another). A failed config call leaves the offline style: nothing else is
 * known to be allowed on this page.
 */
export function chooseBaseMap({ ownToken, configSettled, config, apiBase }: BaseMapInputs): BaseMap | null {
  if (ownToken) return { kind: 'mapbox', token: ownToken };
  if (!configSettled) return null;
  const token = config?.map_token?.trim();
  if (token) return { kind: 'mapbox', token };
  const choice = config?.base_map ?? { kind: 'offline' };
  // The pmtiles protocol reads from the URL as given, so a path on the API's host is made absolute here.
  if (choice.kind === 'pmtiles') return { kind: 'pmtiles', url: new URL(choice.url, apiBase).href };
  return choice;
}
