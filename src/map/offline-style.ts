import type { StyleSpecification } from 'maplibre-gl';

/** Sources the offline style starts empty and the map fills once `texasGeography` has loaded. */
export const TEXAS_LAND_SOURCE = 'bb-texas-land';
export const TEXAS_COUNTIES_SOURCE = 'bb-texas-counties';

const empty = { type: 'FeatureCollection' as const, features: [] };

/**
 * The maplibre style used without a Mapbox token: a plain background, Texas filled as land and its 254
 * county lines (us-atlas). Nothing in it points anywhere: no tiles, no glyphs, no sprite, so the map
 * draws with no request leaving the machine. Labels (prices, counts) are HTML markers, and the city
 * names images drawn by the page (place-labels.ts), instead of text layers, which would need glyphs.
 */
export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'Bluebonnet offline',
    sources: {
      [TEXAS_LAND_SOURCE]: { type: 'geojson', data: empty },
      [TEXAS_COUNTIES_SOURCE]: { type: 'geojson', data: empty },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e8ecef' } },
      {
        id: 'texas-land',
        type: 'fill',
        source: TEXAS_LAND_SOURCE,
        paint: { 'fill-color': '#f7f5ef' },
      },
      {
        id: 'texas-counties',
        type: 'line',
        source: TEXAS_COUNTIES_SOURCE,
        paint: {
          'line-color': '#b9b4a6',
          'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.5, 12, 1.5],
        },
      },
      {
        id: 'texas-border',
        type: 'line',
        source: TEXAS_LAND_SOURCE,
        paint: { 'line-color': '#8f8a7c', 'line-width': 1.5 },
      },
    ],
  };
}
