import type { StyleSpecification } from 'maplibre-gl';

/** The vector source of a self-hosted PMTiles base map. */
const SOURCE = 'bb-basemap';

// The layers and kinds of a Protomaps basemap (docs.protomaps.com, "Basemap layers", v4).
const MAJOR_ROADS = ['highway', 'major_road'];

/**
 * Our style for a self-hosted PMTiles file in the Protomaps basemap schema: land, parks, water, county
 * and state lines, roads by importance and, close in, buildings. No symbol layers: text needs glyph files
 * from a font server, and the city names are drawn by the map itself (see place-labels.ts), so the file
 * on our own server is the only thing the map fetches.
 */
export function pmtilesStyle(url: string): StyleSpecification {
  return {
    version: 8,
    name: 'Bluebonnet PMTiles',
    sources: {
      [SOURCE]: {
        type: 'vector',
        url: `pmtiles://${url}`,
        attribution:
          '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org">OpenStreetMap</a>',
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#dfe8ee' } },
      {
        id: 'earth',
        type: 'fill',
        source: SOURCE,
        'source-layer': 'earth',
        paint: { 'fill-color': '#f2efe6' },
      },
      {
        id: 'parks',
        type: 'fill',
        source: SOURCE,
        'source-layer': 'landuse',
        filter: ['in', ['get', 'kind'], ['literal', ['park', 'nature_reserve', 'forest', 'golf_course']]],
        paint: { 'fill-color': '#d7e8cc' },
      },
      {
        id: 'water',
        type: 'fill',
        source: SOURCE,
        'source-layer': 'water',
        paint: { 'fill-color': '#a8cce4' },
      },
      {
        id: 'boundaries',
        type: 'line',
        source: SOURCE,
        'source-layer': 'boundaries',
        paint: {
          'line-color': '#a9a393',
          'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.6, 12, 1.5],
        },
      },
      {
        id: 'roads-minor',
        type: 'line',
        source: SOURCE,
        'source-layer': 'roads',
        minzoom: 11,
        filter: ['!', ['in', ['get', 'kind'], ['literal', MAJOR_ROADS]]],
        paint: {
          'line-color': '#ffffff',
          'line-width': ['interpolate', ['linear'], ['zoom'], 11, 0.5, 16, 6],
        },
      },
      {
        id: 'roads-major',
        type: 'line',
        source: SOURCE,
        'source-layer': 'roads',
        filter: ['in', ['get', 'kind'], ['literal', MAJOR_ROADS]],
        paint: {
          'line-color': '#f3c98b',
          'line-width': ['interpolate', ['linear'], ['zoom'], 6, 0.6, 16, 9],
        },
      },
      {
        id: 'buildings',
        type: 'fill',
        source: SOURCE,
        'source-layer': 'buildings',
        minzoom: 14,
        paint: { 'fill-color': '#e3ddd0' },
      },
    ],
  };
}
