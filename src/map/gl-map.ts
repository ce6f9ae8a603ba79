import type { GeoJSON } from 'geojson';

/**
 * The part of a maplibre-gl or mapbox-gl `Map` the adapter uses. Both engines share this API (mapbox-gl
 * is maplibre's ancestor), so one wrapper serves both; each loader checks its engine against it.
 */
export interface GlHandler {
  enable(): void;
  disable(): void;
}

export interface GlEvent {
  /** Present when the visitor caused the event (mouse, touch, wheel or key). */
  readonly originalEvent?: unknown;
}

/** The two layers of the area outline: a faint fill and its line. */
export type GlOutlineLayer =
  | { id: string; source: string; type: 'fill'; paint: { 'fill-color': string; 'fill-opacity': number } }
  | { id: string; source: string; type: 'line'; paint: { 'line-color': string; 'line-width': number } };

export interface GlMap {
  getCanvas(): HTMLCanvasElement;
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
  getBounds(): { getNorth(): number; getSouth(): number; getEast(): number; getWest(): number } | null;
  jumpTo(options: { center: [number, number]; zoom: number }): unknown;
  easeTo(options: { center: [number, number]; zoom: number; duration: number }): unknown;
  fitBounds(
    bounds: [[number, number], [number, number]],
    options: { padding: number; duration: number },
  ): unknown;
  project(lngLat: [number, number]): { x: number; y: number };
  on(type: 'movestart' | 'moveend' | 'click' | 'load', listener: (event: GlEvent) => void): unknown;
  off(type: 'movestart' | 'moveend' | 'click' | 'load', listener: (event: GlEvent) => void): unknown;
  isStyleLoaded(): unknown;
  addSource(id: string, source: { type: 'geojson'; data: GeoJSON }): unknown;
  getSource(id: string): unknown;
  addLayer(layer: GlOutlineLayer): unknown;
  resize(): unknown;
  remove(): void;
  readonly dragPan: GlHandler;
  readonly scrollZoom: GlHandler;
  readonly boxZoom: GlHandler;
  readonly doubleClickZoom: GlHandler;
  readonly touchZoomRotate: GlHandler;
  readonly keyboard: GlHandler;
}

/** An engine's `Marker`, reduced to what the adapter calls. */
export interface GlMarker {
  setLngLat(lngLat: [number, number]): unknown;
  remove(): unknown;
}

/** Builds a marker for `element` at a coordinate and adds it to the map. */
export type GlMarkerFactory = (element: HTMLElement, lngLat: [number, number]) => GlMarker;
