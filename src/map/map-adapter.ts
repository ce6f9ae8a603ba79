import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';

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
 * camera, visible area, HTML markers, an outline layer and switching gestures off while a popup is open.
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
  addMarker(element: HTMLElement, lng: number, lat: number): MapMarker;
  /** Drag, zoom (wheel, double click, box, pinch) and keyboard on or off. */
  setInteractive(enabled: boolean): void;
  setAreaOutline(outline: AreaOutline | null): void;
  resize(): void;
  destroy(): void;
}
