import type { GlEvent, GlMap, GlMarkerFactory } from './gl-map';
import type { AreaOutline, MapAdapter, MapCamera, MoveCause } from './map-adapter';

const AREA_SOURCE = 'bb-area';
const EMPTY: AreaOutline = { type: 'FeatureCollection', features: [] };
/** Animated moves (cluster click, place chosen) are short: the visitor asked for them. */
const EASE_MS = 400;

// A marker is an element inside the map's container, so its clicks reach the map too; those are not
// clicks "on the map" (SPEC §2: a click on the map closes the popup, a click on a pin opens one).
function fromMarker(event: GlEvent): boolean {
  const original = event.originalEvent;
  if (!(original instanceof Event)) return false;
  return original
    .composedPath()
    .some((node) => node instanceof HTMLElement && node.dataset.bbMarker !== undefined);
}

/**
 * The `MapAdapter` over a maplibre-gl or mapbox-gl map. Tells visitor moves from code moves: a move
 * with a DOM event behind it, or one our caller started on the visitor's behalf, is the visitor's.
 */
export function wrapGlMap(
  map: GlMap,
  engine: MapAdapter['engine'],
  css: string,
  makeMarker: GlMarkerFactory,
): MapAdapter {
  let pendingCause: MoveCause | null = null;
  let outline: AreaOutline | null = null;
  const cleanups: (() => void)[] = [];

  // Inside a shadow root, a drag that leaves the map hands its mouse events to the host element, where
  // the engine no longer sees them: the drag never ended and the list never followed. Capturing the
  // pointer on the canvas keeps the whole gesture the map's, wherever the pointer goes.
  const canvas = map.getCanvas();
  const capture = (event: PointerEvent) => {
    if (event.target === canvas && event.isPrimary) canvas.setPointerCapture(event.pointerId);
  };
  canvas.addEventListener('pointerdown', capture);
  cleanups.push(() => canvas.removeEventListener('pointerdown', capture));

  const listen = (type: 'movestart' | 'moveend' | 'click' | 'load', listener: (event: GlEvent) => void) => {
    map.on(type, listener);
    const off = () => map.off(type, listener);
    cleanups.push(off);
    return off;
  };

  const drawOutline = () => {
    if (!map.isStyleLoaded()) return;
    const source = map.getSource(AREA_SOURCE);
    if (hasSetData(source)) {
      source.setData(outline ?? EMPTY);
      return;
    }
    map.addSource(AREA_SOURCE, { type: 'geojson', data: outline ?? EMPTY });
    map.addLayer({
      id: 'bb-area-fill',
      type: 'fill',
      source: AREA_SOURCE,
      paint: { 'fill-color': '#2563eb', 'fill-opacity': 0.06 },
    });
    map.addLayer({
      id: 'bb-area-line',
      type: 'line',
      source: AREA_SOURCE,
      paint: { 'line-color': '#1d4ed8', 'line-width': 2.5 },
    });
  };
  listen('load', drawOutline);

  const move = (cause: MoveCause, run: () => void) => {
    pendingCause = cause;
    run();
  };

  return {
    engine,
    css,
    canvas: map.getCanvas(),
    camera: (): MapCamera => {
      const center = map.getCenter();
      return { lat: center.lat, lng: center.lng, zoom: map.getZoom() };
    },
    visibleBox: () => {
      const bounds = map.getBounds();
      if (!bounds) return { north: 0, south: 0, east: 0, west: 0 };
      return {
        north: bounds.getNorth(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        west: bounds.getWest(),
      };
    },
    jumpTo: (camera, cause = 'code') =>
      move(cause, () => map.jumpTo({ center: [camera.lng, camera.lat], zoom: camera.zoom })),
    easeTo: (camera, cause = 'code') =>
      move(cause, () =>
        map.easeTo({ center: [camera.lng, camera.lat], zoom: camera.zoom, duration: EASE_MS }),
      ),
    fitBox: (box, cause = 'code') =>
      move(cause, () =>
        map.fitBounds(
          [
            [box.west, box.south],
            [box.east, box.north],
          ],
          { padding: 40, duration: EASE_MS },
        ),
      ),
    onMoveEnd: (listener) => {
      // A drag that ends with a flick finishes in an inertia ease whose moveend carries no input event;
      // the movestart of that drag does, so the whole move counts as the visitor's.
      let byVisitor = false;
      const offStart = listen('movestart', (event) => {
        byVisitor = event.originalEvent !== undefined;
      });
      const offEnd = listen('moveend', (event) => {
        const cause: MoveCause = byVisitor || event.originalEvent ? 'user' : (pendingCause ?? 'code');
        byVisitor = false;
        pendingCause = null;
        listener(cause);
      });
      return () => {
        offStart();
        offEnd();
      };
    },
    onClick: (listener) =>
      listen('click', (event) => {
        if (!fromMarker(event)) listener();
      }),
    project: (lng, lat) => {
      const point = map.project([lng, lat]);
      return { x: point.x, y: point.y };
    },
    addMarker: (element, lng, lat) => {
      element.dataset.bbMarker = '';
      const marker = makeMarker(element, [lng, lat]);
      return {
        setPosition: (nextLng, nextLat) => marker.setLngLat([nextLng, nextLat]),
        remove: () => marker.remove(),
      };
    },
    setInteractive: (enabled) => {
      for (const handler of [
        map.dragPan,
        map.scrollZoom,
        map.boxZoom,
        map.doubleClickZoom,
        map.touchZoomRotate,
        map.keyboard,
      ]) {
        if (enabled) handler.enable();
        else handler.disable();
      }
    },
    setAreaOutline: (next) => {
      outline = next;
      drawOutline();
    },
    resize: () => map.resize(),
    destroy: () => {
      for (const off of cleanups.splice(0)) off();
      map.remove();
    },
  };
}

function hasSetData(source: unknown): source is { setData(data: AreaOutline): unknown } {
  return (
    typeof source === 'object' &&
    source !== null &&
    'setData' in source &&
    typeof source.setData === 'function'
  );
}
