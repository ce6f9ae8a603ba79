import type { LngLat } from '../lib/geo/polygon-crossing-edges';
import type { SearchBoundary } from '../lib/listings-filters/search-boundary';
import { drawnBoundary, drawTap } from './draw-step';
import type { MapAdapter } from './map-adapter';

/** A press that moves less than this (px) is a tap; more is a slip the visitor did not mean as a corner. */
const TAP_SLOP = { mouse: 6, touch: 14 } as const;
/** How near (px) a tap must land to a corner to mean that corner. */
const CORNER_REACH = { mouse: 10, touch: 22 } as const;

export interface PolygonDrawCallbacks {
  /** The corners placed so far, after every change. */
  onCorners(corners: readonly LngLat[]): void;
  /** The visitor closed the shape; the session has ended. */
  onFinish(boundary: SearchBoundary): void;
  /** The visitor asked to finish with fewer than three corners (or corners on one line). */
  onTooFew(): void;
  /** The visitor pressed Escape; the session has ended. */
  onCancel(): void;
}

/** A drawing session on a map. Every method is safe to call after it ended (it then does nothing). */
export interface PolygonDraw {
  /** Adds a corner where the centre of the map is: the keyboard's way to draw. */
  addCentre(): void;
  /** Removes the last corner. */
  undo(): void;
  /** Closes the shape (three corners at least). */
  finish(): void;
  /** Ends without a shape. */
  cancel(): void;
  /** Ends without calling back (the map or the screen is going away). */
  stop(): void;
}

const isTextField = (target: EventTarget | undefined) =>
  target instanceof HTMLElement && target.matches('input, textarea, select, [contenteditable]');
const isControl = (target: EventTarget | undefined) =>
  target instanceof HTMLElement &&
  target.matches('button, a[href], input, textarea, select, [contenteditable]');

/**
 * Lets the visitor draw a search area on `map`: a click or tap adds a corner; a double-click, a click on
 * the first corner or Enter closes the shape; Escape cancels; Backspace takes the last corner back. The
 * map does not pan under the pointer meanwhile (`setDrawing`), and a dashed line follows the mouse from
 * the last corner. Keys are read on `keys` (the map's section), so they work wherever focus is in it;
 * Enter on a button there is left to the button, and keys typed into a field to the field. Keyboard
 * drawing: the arrow keys still pan the map, and Space adds a corner at its centre.
 */
export function startPolygonDraw(
  map: MapAdapter,
  keys: HTMLElement,
  callbacks: PolygonDrawCallbacks,
): PolygonDraw {
  const canvas = map.canvas;
  let corners: readonly LngLat[] = [];
  let cursor: LngLat | null = null;
  let press: { id: number; x: number; y: number; touch: boolean } | null = null;
  let active = true;

  const local = (event: MouseEvent) => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const show = () => map.setDrawDraft({ corners, cursor });
  const update = (next: readonly LngLat[]) => {
    corners = next;
    show();
    callbacks.onCorners(corners);
  };
  const end = () => {
    if (!active) return false;
    active = false;
    for (const off of offs) off();
    map.setDrawDraft(null);
    map.setDrawing(false);
    return true;
  };
  const finish = () => {
    if (!active) return;
    const boundary = drawnBoundary(corners);
    if (!boundary) {
      callbacks.onTooFew();
      return;
    }
    end();
    callbacks.onFinish(boundary);
  };

  const addCentre = () => {
    if (!active) return;
    const { lng, lat } = map.camera();
    const last = corners.at(-1);
    // Adding the centre twice without moving the map would stack two corners on one spot.
    if (last && last[0] === lng && last[1] === lat) return;
    const point = map.project(lng, lat);
    const result = drawTap(corners, { lngLat: [lng, lat], point }, ([a, b]) => map.project(a, b), 0);
    if (result.kind === 'add') update(result.corners);
    if (result.kind === 'finish') {
      corners = result.corners;
      finish();
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    if (!event.isPrimary || event.button !== 0) return;
    const { x, y } = local(event);
    press = { id: event.pointerId, x, y, touch: event.pointerType !== 'mouse' };
  };
  const onPointerUp = (event: PointerEvent) => {
    const started = press;
    press = null;
    if (!started || started.id !== event.pointerId) return;
    const point = local(event);
    const kind = started.touch ? 'touch' : 'mouse';
    if (Math.hypot(point.x - started.x, point.y - started.y) > TAP_SLOP[kind]) return;
    const at = map.unproject(point.x, point.y);
    const result = drawTap(
      corners,
      { lngLat: [at.lng, at.lat], point },
      ([lng, lat]) => map.project(lng, lat),
      CORNER_REACH[kind],
    );
    if (result.kind === 'add') update(result.corners);
    if (result.kind === 'finish') {
      corners = result.corners;
      finish();
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || corners.length === 0) return;
    const { x, y } = local(event);
    const at = map.unproject(x, y);
    cursor = [at.lng, at.lat];
    show();
  };
  const onPointerLeave = () => {
    cursor = null;
    show();
  };
  // The second click of a double-click already closed the shape when it landed on the last corner; this
  // catches a double-click whose two clicks landed a little apart.
  const onDoubleClick = (event: MouseEvent) => {
    event.preventDefault();
    if (corners.length >= 3) finish();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.composedPath()[0];
    if (isTextField(target)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      if (end()) callbacks.onCancel();
    } else if (event.key === 'Enter' && !isControl(target)) {
      event.preventDefault();
      finish();
    } else if (event.key === ' ' && !isControl(target)) {
      event.preventDefault();
      addCentre();
    } else if (event.key === 'Backspace' && !isControl(target)) {
      event.preventDefault();
      update(corners.slice(0, -1));
    }
  };

  const offs = [
    listen(canvas, 'pointerdown', onPointerDown),
    listen(canvas, 'pointerup', onPointerUp),
    listen(canvas, 'pointermove', onPointerMove),
    listen(canvas, 'pointerleave', onPointerLeave),
    listen(canvas, 'pointercancel', () => {
      press = null;
    }),
    listen(canvas, 'dblclick', onDoubleClick),
    listen(keys, 'keydown', onKeyDown),
  ];
  map.setDrawing(true);
  show();

  return {
    addCentre,
    undo: () => {
      if (active) update(corners.slice(0, -1));
    },
    finish,
    cancel: () => {
      if (end()) callbacks.onCancel();
    },
    stop: () => {
      end();
    },
  };
}

function listen<K extends keyof HTMLElementEventMap>(
  element: HTMLElement,
  type: K,
  listener: (event: HTMLElementEventMap[K]) => void,
): () => void {
  element.addEventListener(type, listener);
  return () => element.removeEventListener(type, listener);
}
