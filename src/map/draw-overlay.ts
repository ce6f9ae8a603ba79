import type { GeoJSON } from 'geojson';
import type { GlMap, GlOverlayLayer } from './gl-map';

/** One of our GeoJSON overlays: a source and the layers that draw it. */
export interface OverlaySpec {
  readonly source: string;
  readonly layers: readonly GlOverlayLayer[];
}

export interface DrawnOverlay {
  /** Shows `data` now if the overlay is on the map, else once `add` puts it there. */
  set(data: GeoJSON): void;
  /** Puts the source and layers on the map, with the latest data, once the style can take them. */
  add(): void;
}

function hasSetData(source: unknown): source is { setData(data: GeoJSON): unknown } {
  return (
    typeof source === 'object' &&
    source !== null &&
    'setData' in source &&
    typeof source.setData === 'function'
  );
}

/**
 * A GeoJSON overlay on a maplibre or mapbox map. Sources and layers can only be added once the style has
 * loaded, which may be after the map's `load` event (its own GeoJSON sources still parsing), and a new
 * style removes them, so the caller calls `add` on `load`, on `idle` and after each `set`; calling `add` for
 * every overlay in one fixed order keeps them stacked in that order (later ones on top).
 */
export function drawOverlay(map: GlMap, spec: OverlaySpec, initial: GeoJSON): DrawnOverlay {
  let data = initial;
  return {
    set: (next) => {
      data = next;
      const source = map.getSource(spec.source);
      if (hasSetData(source)) source.setData(data);
    },
    add: () => {
      // A new style (the offline one replacing a base map that failed) drops our sources: add them again.
      if (!map.isStyleLoaded() || map.getSource(spec.source)) return;
      map.addSource(spec.source, { type: 'geojson', data });
      for (const layer of spec.layers) map.addLayer(layer);
    },
  };
}
