import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGlMap } from './fake-gl-map';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('map moves and reduced motion', () => {
  it('glides to a place and to an area for a visitor who did not ask for reduced motion', () => {
    prefersReducedMotion(false);
    const { map, adapter } = fakeGlMap();
    adapter.easeTo({ lng: -97.7, lat: 30.3, zoom: 12 }, 'user');
    adapter.fitBox({ north: 30.4, south: 30.2, east: -97.6, west: -97.8 }, 'user');
    expect(map.easeTo.mock.calls[0]?.[0].duration).toBeGreaterThan(0);
    expect(map.fitBounds.mock.calls[0]?.[1].duration).toBeGreaterThan(0);
  });

  it('jumps there instead when the visitor asked for reduced motion', () => {
    prefersReducedMotion(true);
    const { map, adapter } = fakeGlMap();
    adapter.easeTo({ lng: -97.7, lat: 30.3, zoom: 12 }, 'user');
    adapter.fitBox({ north: 30.4, south: 30.2, east: -97.6, west: -97.8 }, 'user');
    expect(map.easeTo).toHaveBeenCalledWith({ center: [-97.7, 30.3], zoom: 12, duration: 0 });
    expect(map.fitBounds.mock.calls[0]?.[1]).toEqual({ padding: 40, duration: 0 });
  });
});
