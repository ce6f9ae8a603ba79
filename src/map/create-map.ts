import type { BaseMap } from './base-map';
import type { MapAdapter, MapCamera, MapLabels } from './map-adapter';

export interface CreateMapOptions {
  /** What the map draws under the pins: Mapbox's streets with a token, else maplibre on the base map. */
  readonly baseMap: BaseMap;
  readonly camera: MapCamera;
  /** The map's accessible name and its zoom buttons' names, in the page's language. */
  readonly labels: MapLabels;
}

/**
 * Creates the map in `container`, loading only the engine it needs: maplibre by default (a vector style,
 * our PMTiles file or the offline style), mapbox-gl when a token is configured (DESIGN "Map"). Each engine
 * is a chunk of its own.
 */
export async function createMap(container: HTMLElement, options: CreateMapOptions): Promise<MapAdapter> {
  const { baseMap } = options;
  if (baseMap.kind === 'mapbox') {
    const { createMapboxMap } = await import('./create-mapbox-map');
    return createMapboxMap(container, options.camera, baseMap.token, options.labels);
  }
  const { createMaplibreMap } = await import('./create-maplibre-map');
  return createMaplibreMap(container, options.camera, options.labels, baseMap);
}
