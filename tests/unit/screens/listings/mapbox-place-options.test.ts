import { describe, expect, it } from 'vitest';
import type { MapboxPlace } from '../../../../src/api/fetch-mapbox-places';
import { mapboxPlaceOptions } from '../../../../src/screens/listings/map/mapbox-place-options';

const place = (overrides: Partial<MapboxPlace>): MapboxPlace => ({
  id: 'id',
  kind: 'place',
  name: 'Round Rock',
  detail: 'Texas, United States',
  lng: -97.68,
  lat: 30.51,
  bbox: null,
  ...overrides,
});

describe('mapboxPlaceOptions', () => {
  it('fits an area to its box and centres an address at zoom 17 (SPEC §2)', () => {
    const [city, address] = mapboxPlaceOptions([
      place({ id: 'city', bbox: [-97.76, 30.46, -97.57, 30.57] }),
      place({ id: 'address', kind: 'address', name: '221 East Main Street', lng: -97.6768, lat: 30.5086 }),
    ]);
    expect(city).toEqual({
      kind: 'mapbox',
      key: 'mapbox-city',
      label: 'Round Rock',
      detail: 'Texas, United States',
      target: { kind: 'box', box: { north: 30.57, south: 30.46, east: -97.57, west: -97.76 } },
    });
    expect(address?.kind === 'mapbox' && address.target).toEqual({
      kind: 'camera',
      camera: { lat: 30.5086, lng: -97.6768, zoom: 17 },
    });
  });

  it('centres on the point when the box is a single point, and drops a place at 0, 0', () => {
    const options = mapboxPlaceOptions([
      place({ id: 'flat', bbox: [-97.68, 30.51, -97.68, 30.51] }),
      place({ id: 'null-island', lng: 0, lat: 0 }),
    ]);
    expect(options.map((option) => option.key)).toEqual(['mapbox-flat']);
    expect(options[0]?.kind === 'mapbox' && options[0].target.kind).toBe('camera');
  });
});
