import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geoBounds } from '../../../../src/lib/geo/geo-bounds';
import { FIT_MAX_ZOOM, FIT_VIEWPORT, zoomToFit } from '../../../../src/lib/geo/zoom-to-fit';

// Pixel offsets from the centre at zoom z, computed the direct way (project, then scale).
const project = (lat: number, lng: number, z: number) => {
  const size = 256 * 2 ** z;
  const s = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size };
};
const fits = (
  box: { minLat: number; minLng: number; maxLat: number; maxLng: number },
  c: { lat: number; lng: number },
  z: number,
) => {
  const centre = project(c.lat, c.lng, z);
  const corners = [project(box.minLat, box.minLng, z), project(box.maxLat, box.maxLng, z)];
  const halfWidth = FIT_VIEWPORT.width / 2 - FIT_VIEWPORT.padding;
  const halfHeight = FIT_VIEWPORT.height / 2 - FIT_VIEWPORT.padding;
  return corners.every(
    (p) => Math.abs(p.x - centre.x) <= halfWidth + 1e-6 && Math.abs(p.y - centre.y) <= halfHeight + 1e-6,
  );
};

describe('zoomToFit', () => {
  it('fits Travis County at 10 and all of Texas at 6 on a 1000 px map', () => {
    const travis = { minLat: 30.02, minLng: -98.17, maxLat: 30.63, maxLng: -97.37 };
    expect(zoomToFit(travis, { lat: 30.33, lng: -97.78 })).toBe(10);
    const texas = { minLat: 25.84, minLng: -106.65, maxLat: 36.5, maxLng: -93.51 };
    expect(zoomToFit(texas, { lat: 31.17, lng: -100.08 })).toBe(6);
  });

  it('gives the closest whole zoom at which the box is visible around the centre', () => {
    const box = fc.record({
      lat: fc.double({ min: 25, max: 36, noNaN: true }),
      lng: fc.double({ min: -106, max: -93, noNaN: true }),
      dLat: fc.double({ min: 0.001, max: 8, noNaN: true }),
      dLng: fc.double({ min: 0.001, max: 12, noNaN: true }),
      tx: fc.double({ min: 0, max: 1, noNaN: true }),
      ty: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(box, ({ lat, lng, dLat, dLng, tx, ty }) => {
        const bounds = { minLat: lat, minLng: lng, maxLat: lat + dLat, maxLng: lng + dLng };
        const centre = { lat: lat + ty * dLat, lng: lng + tx * dLng };
        const zoom = zoomToFit(bounds, centre);
        expect(Number.isInteger(zoom)).toBe(true);
        if (zoom > 5) expect(fits(bounds, centre, zoom)).toBe(true);
        if (zoom < FIT_MAX_ZOOM) expect(fits(bounds, centre, zoom + 1)).toBe(false);
      }),
    );
  });

  it('zooms out when the centre is off the middle, and caps a single point', () => {
    const box = { minLat: 30, minLng: -98, maxLat: 30.5, maxLng: -97.5 };
    expect(zoomToFit(box, { lat: 30.01, lng: -97.99 })).toBeLessThan(
      zoomToFit(box, { lat: 30.25, lng: -97.75 }),
    );
    expect(zoomToFit({ minLat: 30, minLng: -97, maxLat: 30, maxLng: -97 }, { lat: 30, lng: -97 })).toBe(
      FIT_MAX_ZOOM,
    );
  });
});

describe('geoBounds', () => {
  it('boxes the outer rings of a MultiPolygon, and nothing for an empty one', () => {
    const square = (x: number, y: number) => [
      [
        [x, y],
        [x + 1, y],
        [x + 1, y + 1],
        [x, y + 1],
        [x, y],
      ],
    ];
    expect(geoBounds({ type: 'MultiPolygon', coordinates: [square(-98, 30), square(-95, 32)] })).toEqual({
      minLat: 30,
      minLng: -98,
      maxLat: 33,
      maxLng: -94,
    });
    expect(geoBounds({ type: 'MultiPolygon', coordinates: [] })).toBeNull();
  });
});
