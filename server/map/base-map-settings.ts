import { existsSync, statSync } from 'node:fs';
import * as v from 'valibot';

/** OpenFreeMap's "liberty" style: streets, labels, water and parks, free and without an account. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** Where the server serves MAP_PMTILES_FILE, the same path whichever file it is. */
export const PMTILES_PATH = '/map/basemap.pmtiles';

/**
 * The base map under the listings' pins (README "Configuration", DESIGN "Map"): a vector style by URL, our
 * own file of PMTiles drawn with our style, or the offline style (Texas and its counties, no network).
 * A Mapbox token (MAPBOX_TOKEN) overrides all three, as before.
 */
export type BaseMapSetting =
  | { kind: 'style'; url: string; hosts: readonly string[] }
  | { kind: 'pmtiles'; file: string }
  | { kind: 'offline' };

const origin = /^https?:\/\/[^/\s;,']+$/;

/** The base map's environment variables, merged into the server's (server/config.ts). */
export const baseMapEnvEntries = {
  // A style.json URL (MapTiler, Stadia…), 'offline', or empty for OpenFreeMap's liberty.
  MAP_STYLE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) =>
          text === '' || text === 'offline' || (/^https?:\/\/[^\s;,']+$/.test(text) && URL.canParse(text)),
        "MAP_STYLE_URL must be an http(s) URL of a style.json, or 'offline'",
      ),
    ),
    '',
  ),
  // Other origins the style's tiles, glyphs or sprite come from, when not the style's own.
  MAP_HOSTS: v.pipe(
    v.optional(v.string(), ''),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
    v.check(
      (origins) => origins.every((entry) => origin.test(entry)),
      'MAP_HOSTS must be origins such as https://tiles.example.com, comma-separated',
    ),
  ),
  // A PMTiles v3 file of our own (a Protomaps basemap extract), served at PMTILES_PATH.
  MAP_PMTILES_FILE: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (path) => path === '' || (existsSync(path) && statSync(path).isFile()),
        'MAP_PMTILES_FILE must name a .pmtiles file that exists',
      ),
    ),
    '',
  ),
};

type BaseMapEnv = { [K in keyof typeof baseMapEnvEntries]: v.InferOutput<(typeof baseMapEnvEntries)[K]> };

/** The setting from the parsed variables; throws when a PMTiles file and a style URL are both given. */
export function baseMapSetting(env: BaseMapEnv): BaseMapSetting {
  if (env.MAP_PMTILES_FILE) {
    if (env.MAP_STYLE_URL) {
      throw new Error(
        'Invalid environment:\n  MAP_STYLE_URL: set MAP_STYLE_URL or MAP_PMTILES_FILE, not both',
      );
    }
    return { kind: 'pmtiles', file: env.MAP_PMTILES_FILE };
  }
  if (env.MAP_STYLE_URL === 'offline') return { kind: 'offline' };
  const url = env.MAP_STYLE_URL || DEFAULT_MAP_STYLE_URL;
  return { kind: 'style', url, hosts: [...new Set([new URL(url).origin, ...env.MAP_HOSTS])] };
}

/** The origins the pages' CSP must let the map reach for this base map (ours need none beyond 'self'). */
export function baseMapHosts(setting: BaseMapSetting): readonly string[] {
  return setting.kind === 'style' ? setting.hosts : [];
}
