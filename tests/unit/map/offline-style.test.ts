import { describe, expect, it } from 'vitest';
import { offlineStyle } from '../../../src/map/offline-style';

describe('offlineStyle', () => {
  it('points nowhere: no tiles, glyphs, sprite or URL of any kind, so the map draws offline', () => {
    const style = offlineStyle();
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:|mapbox:|\/\//);
    for (const source of Object.values(style.sources)) expect(source.type).toBe('geojson');
  });

  it('has no text layers, which would need glyphs (labels are HTML markers)', () => {
    expect(offlineStyle().layers.map((layer) => layer.type)).not.toContain('symbol');
  });
});
