import type { GeoJSON } from 'geojson';
import { describe, expect, it } from 'vitest';
import { AREA_OVERLAY } from '../../../src/map/draw-layers';
import { drawOverlay } from '../../../src/map/draw-overlay';
import type { GlMap } from '../../../src/map/gl-map';

/** The style part of a map: sources and layers, dropped all at once by `setStyle` as maplibre does. */
function fakeStyle() {
  const sources = new Map<string, { data: GeoJSON; setData(data: GeoJSON): void }>();
  const layers: string[] = [];
  const map = {
    isStyleLoaded: () => true,
    getSource: (id: string) => sources.get(id),
    addSource: (id: string, source: { data: GeoJSON }) => {
      const entry = {
        data: source.data,
        setData(data: GeoJSON) {
          entry.data = data;
        },
      };
      sources.set(id, entry);
    },
    addLayer: (layer: { id: string }) => layers.push(layer.id),
  };
  const setStyle = () => {
    sources.clear();
    layers.length = 0;
  };
  return { map: map as unknown as GlMap, sources, layers, setStyle };
}

const outline = (n: number): GeoJSON => ({ type: 'FeatureCollection', features: [], bbox: [n, n, n, n] });

describe('drawOverlay', () => {
  it('puts the overlay back with its latest data after the style is replaced (the offline fallback)', () => {
    const { map, sources, layers, setStyle } = fakeStyle();
    const overlay = drawOverlay(map, AREA_OVERLAY, outline(1));
    overlay.add();
    expect(layers).toEqual(['bb-area-fill', 'bb-area-line']);
    setStyle();
    overlay.set(outline(2));
    overlay.add();
    expect(layers).toEqual(['bb-area-fill', 'bb-area-line']);
    expect(sources.get('bb-area')?.data).toEqual(outline(2));
  });

  it('adds its layers once however often it is asked, and updates the data in place', () => {
    const { map, sources, layers } = fakeStyle();
    const overlay = drawOverlay(map, AREA_OVERLAY, outline(1));
    overlay.add();
    overlay.add();
    overlay.set(outline(3));
    overlay.add();
    expect(layers).toHaveLength(2);
    expect(sources.get('bb-area')?.data).toEqual(outline(3));
  });
});
