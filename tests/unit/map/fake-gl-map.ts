import { vi } from 'vitest';
import type { GlEvent, GlEventType, GlHandler, GlMap } from '../../../src/map/gl-map';
import { wrapGlMap } from '../../../src/map/wrap-gl-map';

const handler = (): GlHandler => ({ enable: vi.fn(), disable: vi.fn() });

/**
 * The engine map as far as the adapter needs it, wrapped: its moves are recorded, and `fire` plays an
 * event to whatever the adapter listens to, as the engine would.
 */
export function fakeGlMap() {
  const listeners = new Map<GlEventType, Set<(event: GlEvent) => void>>();
  const map = {
    getCanvas: () => document.createElement('canvas'),
    getCenter: () => ({ lng: -97.74, lat: 30.27 }),
    getZoom: () => 10,
    getBounds: () => null,
    jumpTo: vi.fn(),
    easeTo: vi.fn(),
    fitBounds: vi.fn(),
    project: () => ({ x: 0, y: 0 }),
    unproject: () => ({ lng: 0, lat: 0 }),
    on: (type: GlEventType, listener: (event: GlEvent) => void) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    off: (type: GlEventType, listener: (event: GlEvent) => void) => {
      listeners.get(type)?.delete(listener);
    },
    isStyleLoaded: () => false,
    addSource: vi.fn(),
    getSource: () => undefined,
    addLayer: vi.fn(),
    resize: vi.fn(),
    remove: vi.fn(),
    dragPan: handler(),
    scrollZoom: handler(),
    boxZoom: handler(),
    doubleClickZoom: handler(),
    touchZoomRotate: handler(),
    keyboard: handler(),
  } satisfies GlMap;
  const adapter = wrapGlMap(map, 'maplibre', '', () => ({ setLngLat: vi.fn(), remove: vi.fn() }));
  const fire = (type: GlEventType, event: GlEvent = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return { map, adapter, fire };
}
