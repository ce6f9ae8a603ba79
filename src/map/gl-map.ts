import type { GeoJSON } from 'geojson';

/**
 * The part of a maplibre-gl or mapbox-gl `Map` the adapter uses. Both engines share this API (mapbox-gl
 * is maplibre's ancestor), so one wrapper serves both; each loader checks its engine against it.
 */
export interface GlHandler {
  enable(): void;
  disable(): void;
}

/** The map events the adapter listens to. */
export type GlEventType = 'movestart' | 'moveend' | 'wheel' | 'click' | 'load' | 'idle';

export interface GlEvent {
  /** Present when the visitor caused the event (mouse, touch, wheel or key). */
  readonly originalEvent?: unknown;
}

/** A layer of our own GeoJSON overlays: the area outline, the drawn boundary and the drawing in progress. */
export type GlOverlayLayer =
  | {
      id: string;
      source: string;
      type: 'fill';
      filter?: GlFilter;
      paint: { 'fill-color': string; 'fill-opacity': number };
    }
  | {
      id: string;
      source: string;
      type: 'line';
      filter?: GlFilter;
      paint: { 'line-color': string; 'line-width': number; 'line-dasharray'?: number[] };
    }
  | {
      id: string;
      source: string;
      type: 'circle';
      filter?: GlFilter;
      paint: {
        'circle-radius': GlNumberExpression;
        'circle-color': string;
        'circle-stroke-color': string;
        'circle-stroke-width': number;
      };
    };

/** The layer filters the overlays use: by geometry type or a boolean feature property. */
export type GlFilter = ['==', ['geometry-type'], 'Point' | 'LineString' | 'Polygon'];

/** A number, or one of two numbers by a boolean feature property. */
export type GlNumberExpression = number | ['case', ['boolean', ['get', string], false], number, number];

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
  unproject(point: [number, number]): { lng: number; lat: number };
  on(type: GlEventType, listener: (event: GlEvent) => void): unknown;
  off(type: GlEventType, listener: (event: GlEvent) => void): unknown;
  isStyleLoaded(): unknown;
  addSource(id: string, source: { type: 'geojson'; data: GeoJSON }): unknown;
  getSource(id: string): unknown;
  addLayer(layer: GlOverlayLayer): unknown;
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
