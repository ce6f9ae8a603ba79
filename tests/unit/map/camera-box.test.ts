import { describe, expect, it } from 'vitest';
import { cameraBox } from '../../../src/map/camera-box';

describe('cameraBox', () => {
  it('shows the whole Web Mercator world on one 512 px tile at zoom 0', () => {
    const box = cameraBox({ lat: 0, lng: 0, zoom: 0 }, { width: 512, height: 512 });
    expect(box.west).toBeCloseTo(-180, 9);
    expect(box.east).toBeCloseTo(180, 9);
    expect(box.north).toBeCloseTo(85.0511287798, 9);
    expect(box.south).toBeCloseTo(-85.0511287798, 9);
  });

  it('halves the span with each zoom level and keeps the camera at its centre', () => {
    const camera = { lat: 30.2667, lng: -97.7333, zoom: 13 };
    const wide = cameraBox(camera, { width: 600, height: 400 });
    const closer = cameraBox({ ...camera, zoom: 14 }, { width: 600, height: 400 });
    expect(wide.east - wide.west).toBeCloseTo(600 * (360 / (512 * 2 ** 13)), 9);
    expect((closer.east - closer.west) * 2).toBeCloseTo(wide.east - wide.west, 9);
    expect((wide.east + wide.west) / 2).toBeCloseTo(camera.lng, 9);
    // Mercator stretches the north: a pixel there spans fewer degrees than one to the south.
    expect(wide.north - camera.lat).toBeLessThan(camera.lat - wide.south);
    expect(wide.north).toBeGreaterThan(camera.lat);
    expect(wide.south).toBeLessThan(camera.lat);
  });
});
