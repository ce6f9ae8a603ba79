import { describe, expect, it } from 'vitest';
import { cameraToApply, urlCamera } from '../../../src/map/url-camera';
import { visibleArea } from '../../../src/map/visible-area';

describe('visibleArea', () => {
  it('gives top, right, bottom, left and the same box as a closed [lng, lat] ring (SPEC §2 geosearch)', () => {
    const area = visibleArea({ north: 30.40000012, south: 30.1, east: -97.6, west: -97.9000004 });
    expect(area.bounds).toEqual({ top: 30.4, right: -97.6, bottom: 30.1, left: -97.9 });
    expect(area.polygon).toEqual([
      [-97.9, 30.4],
      [-97.6, 30.4],
      [-97.6, 30.1],
      [-97.9, 30.1],
      [-97.9, 30.4],
    ]);
  });

  it('clamps a world-wide view to valid longitudes and latitudes', () => {
    expect(visibleArea({ north: 95, south: -95, east: 200, west: -250 }).bounds).toEqual({
      top: 90,
      right: 180,
      bottom: -90,
      left: -180,
    });
  });
});

describe('urlCamera and cameraToApply', () => {
  it('rounds the camera as the URL keeps it: zoom to 0.01, centre to 1e-6', () => {
    expect(urlCamera({ lat: 30.26666666, lng: -97.73333333, zoom: 12.3456 })).toEqual({
      zoom: 12.35,
      center: { latitude: 30.266667, longitude: -97.733333 },
    });
  });

  it('moves the map only when the URL asks for somewhere else', () => {
    const camera = { lat: 30.26666666, lng: -97.73333333, zoom: 12.3456 };
    expect(cameraToApply(camera, urlCamera(camera))).toBeNull();
    expect(cameraToApply(camera, { zoom: null, center: null })).toBeNull();
    expect(cameraToApply(camera, { zoom: 9, center: null })).toEqual({ ...camera, zoom: 9 });
    expect(cameraToApply(camera, { zoom: null, center: { latitude: 29.76, longitude: -95.37 } })).toEqual({
      lat: 29.76,
      lng: -95.37,
      zoom: 12.3456,
    });
  });
});
