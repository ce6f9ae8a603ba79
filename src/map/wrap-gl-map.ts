import { prefersReducedMotion } from '../lib/prefers-reduced-motion';
import { boundaryFeatures, draftFeatures } from './draw-features';
import { AREA_OVERLAY, BOUNDARY_OVERLAY, DRAFT_OVERLAY } from './draw-layers';
import { drawOverlay } from './draw-overlay';
import type { GlEvent, GlEventType, GlMap, GlMarkerFactory } from './gl-map';
import type { AreaOutline, MapAdapter, MapCamera, MoveCause } from './map-adapter';

const EMPTY: AreaOutline = { type: 'FeatureCollection', features: [] };
/** Animated moves (cluster click, place chosen) are short: the visitor asked for them. */
const EASE_MS = 400;
/** A visitor who asked for reduced motion gets jumps: the same moves without the glide. */
const easeMs = () => (prefersReducedMotion() ? 0 : EASE_MS);

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
  let interactive = true;
  let drawing = false;
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

  const listen = (type: GlEventType, listener: (event: GlEvent) => void) => {
    map.on(type, listener);
    const off = () => map.off(type, listener);
    cleanups.push(off);
    return off;
  };

  // Created in stacking order: the drawing in progress above the drawn area above the chosen place's outline.
  const area = drawOverlay(map, AREA_OVERLAY, EMPTY);
  const boundary = drawOverlay(map, BOUNDARY_OVERLAY, EMPTY);
  const draft = drawOverlay(map, DRAFT_OVERLAY, EMPTY);
  const addOverlays = () => {
    area.add();
    boundary.add();
    draft.add();
  };
  listen('load', addOverlays);
  listen('idle', addOverlays);

  // A popup (not interactive) stops every gesture; drawing stops those that would take a press from it.
  const applyGestures = () => {
    const pointerFree = interactive && !drawing;
    const gestures = [
      [map.dragPan, pointerFree],
      [map.boxZoom, pointerFree],
      [map.doubleClickZoom, pointerFree],
      [map.touchZoomRotate, pointerFree],
      [map.scrollZoom, interactive],
      [map.keyboard, interactive],
    ] as const;
    for (const [handler, enabled] of gestures) {
      if (enabled) handler.enable();
      else handler.disable();
    }
  };

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
        map.easeTo({ center: [camera.lng, camera.lat], zoom: camera.zoom, duration: easeMs() }),
      ),
    fitBox: (box, cause = 'code') =>
      move(cause, () =>
        map.fitBounds(
          [
            [box.west, box.south],
            [box.east, box.north],
          ],
          { padding: 40, duration: easeMs() },
        ),
      ),
    onMoveEnd: (listener) => {
      // A drag that ends with a flick finishes in an inertia ease whose moveend carries no input event;
      // the movestart of that drag does, so the whole move counts as the visitor's.
      let byVisitor = false;
      // maplibre's wheel zoom starts and ends its move with no input event at all; the map's own 'wheel'
      // event comes first, so a wheel the map took (not one while a popup holds it) marks the next move.
      let wheeled = false;
      const offWheel = listen('wheel', () => {
        wheeled = interactive;
      });
      const offStart = listen('movestart', (event) => {
        byVisitor = wheeled || event.originalEvent !== undefined;
        wheeled = false;
      });
      const offEnd = listen('moveend', (event) => {
        const cause: MoveCause = byVisitor || event.originalEvent ? 'user' : (pendingCause ?? 'code');
        byVisitor = false;
        pendingCause = null;
        listener(cause);
      });
      return () => {
        offWheel();
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
    unproject: (x, y) => {
      const lngLat = map.unproject([x, y]);
      return { lng: lngLat.lng, lat: lngLat.lat };
    },
    setInteractive: (enabled) => {
      interactive = enabled;
      applyGestures();
    },
    setAreaOutline: (next) => {
      area.set(next ?? EMPTY);
      addOverlays();
    },
    setDrawing: (next) => {
      drawing = next;
      applyGestures();
    },
    setBoundary: (ring) => {
      boundary.set(boundaryFeatures(ring));
      addOverlays();
    },
    setDrawDraft: (next) => {
      draft.set(draftFeatures(next));
      addOverlays();
    },
    // The engines' own styles never fall back; createMaplibreMap watches the styles that can.
    onBaseMapFallback: () => () => {},
    resize: () => map.resize(),
    destroy: () => {
      for (const off of cleanups.splice(0)) off();
      map.remove();
    },
  };
}
