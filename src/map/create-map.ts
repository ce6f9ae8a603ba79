import type { MapAdapter, MapCamera, MapLabels } from './map-adapter';

export interface CreateMapOptions {
  /** A Mapbox token: with one the map is Mapbox's; without, maplibre with the offline style. */
  readonly token: string | null;
  readonly camera: MapCamera;
  /** The map's accessible name and its zoom buttons' names, in the page's language. */
  readonly labels: MapLabels;
}

/**
 * Creates the map in `container`, loading only the engine it needs: maplibre by default (offline, no
 * token), mapbox-gl when a token is configured (DESIGN "Map"). Each engine is a chunk of its own.
 */
export async function createMap(container: HTMLElement, options: CreateMapOptions): Promise<MapAdapter> {
  const token = options.token?.trim();
  if (token) {
    const { createMapboxMap } = await import('./create-mapbox-map');
    return createMapboxMap(container, options.camera, token, options.labels);
  }
  const { createMaplibreMap } = await import('./create-maplibre-map');
  return createMaplibreMap(container, options.camera, options.labels);
}
