import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { LngLat } from '../lib/geo/polygon-crossing-edges';
import type { DrawDraft } from './draw-features';

/** A latitude/longitude box in degrees, as the map reports its visible area. */
export interface GeoBox {
  readonly north: number;
  readonly south: number;
  readonly east: number;
  readonly west: number;
}

/** Where the map looks. */
export interface MapCamera {
  readonly lat: number;
  readonly lng: number;
  readonly zoom: number;
}

/** Why the camera last stopped: the visitor (drag, wheel, keys, a cluster or place they chose) or code. */
export type MoveCause = 'user' | 'code';

/** Texts the engine shows, in the page's language. */
export interface MapLabels {
  readonly title: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
}

/** An HTML element pinned to a coordinate; it follows the map as it moves. */
export interface MapMarker {
  setPosition(lng: number, lat: number): void;
  remove(): void;
}

/** The polygons drawn as the chosen location's outline (SPEC §2 "area outline"). */
export type AreaOutline = FeatureCollection<Polygon | MultiPolygon>;

/**
 * What the screens need from a map, whichever engine draws it (maplibre offline, or Mapbox with a token):
 * camera, visible area, HTML markers, an outline layer, switching gestures off while a popup is open, and
 * what drawing a search area needs (a drawing mode, the drawing in progress, the drawn area).
 * Nothing here knows React; `createMap` returns one.
 */
export interface MapAdapter {
  readonly engine: 'maplibre' | 'mapbox';
  /** The engine's stylesheet, for the shadow root the map lives in (never the host page). */
  readonly css: string;
  /** The canvas element (tests look at its pixels). */
  readonly canvas: HTMLCanvasElement;
  camera(): MapCamera;
  visibleBox(): GeoBox;
  /** Moves without animation; `cause` is reported with the next `onMoveEnd`. */
  jumpTo(camera: MapCamera, cause?: MoveCause): void;
  /** Animates (cluster click, place chosen). */
  easeTo(camera: MapCamera, cause?: MoveCause): void;
  fitBox(box: GeoBox, cause?: MoveCause): void;
  /** Called after every pan or zoom has settled, and once when the map first shows. */
  onMoveEnd(listener: (cause: MoveCause) => void): () => void;
  /** A click on the map itself (not on a marker). */
  onClick(listener: () => void): () => void;
  /** Pixel position of a coordinate inside the map container. */
  project(lng: number, lat: number): { x: number; y: number };
  /** The coordinate under a pixel position inside the map container. */
  unproject(x: number, y: number): { lng: number; lat: number };
  addMarker(element: HTMLElement, lng: number, lat: number): MapMarker;
  /** Drag, zoom (wheel, double click, box, pinch) and keyboard on or off. */
  setInteractive(enabled: boolean): void;
  setAreaOutline(outline: AreaOutline | null): void;
  /**
   * Drawing mode: a press must place a corner, so dragging, double-click zoom, box zoom and pinch are off
   * (the wheel and the keys still zoom and pan: they never place a corner). Independent of
   * `setInteractive`: a gesture works only when neither turns it off.
   */
  setDrawing(drawing: boolean): void;
  /** The drawn search area's outline, or none. */
  setBoundary(ring: readonly LngLat[] | null): void;
  /** The drawing in progress, or none. */
  setDrawDraft(draft: DrawDraft | null): void;
  /**
   * Calls `listener` when the base map could not load and the offline style replaced it (at once if that
   * has happened); Mapbox maps never do. Returns the unsubscribe.
   */
  onBaseMapFallback(listener: () => void): () => void;
  resize(): void;
  destroy(): void;
}
