import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/create-api-client';
import { fetchAreaInfo } from '../../../src/api/fetch-area-info';
import { fetchAreaPolygon } from '../../../src/api/fetch-area-polygon';

function apiAnswering(body: unknown) {
  const seen: string[] = [];
  const api = createApiClient('https://api.example.com/', async (input) => {
    seen.push(input instanceof Request ? input.url : String(input));
    return Response.json(body);
  });
  return { api, seen };
}

describe('area calls', () => {
  it('asks for the centre and zoom of a location and reads an unknown one as success false', async () => {
    const { api, seen } = apiAnswering({
      success: true,
      data: { zoom: 10, center: { lat: '30.3', lng: -97.7 } },
    });
    expect(await fetchAreaInfo(api, 'city', 'round-rock')).toEqual({
      ok: true,
      value: { success: true, data: { zoom: 10, center: { lat: 30.3, lng: -97.7 } } },
    });
    expect(seen).toEqual(['https://api.example.com/api/v1/map/area/city/round-rock']);

    const unknown = apiAnswering({ success: false, data: [] });
    expect(await fetchAreaInfo(unknown.api, 'zip', '00000')).toEqual({
      ok: true,
      value: { success: false, data: null },
    });
  });

  it('gets an outline as a FeatureCollection, whatever GeoJSON shape the backend sends', async () => {
    const { api, seen } = apiAnswering({
      type: 'Polygon',
      coordinates: [
        [
          [-97, 30],
          [-97, 31],
          [-98, 31],
          [-97, 30],
        ],
      ],
    });
    const result = await fetchAreaPolygon(api, 'county', 'travis');
    expect(seen).toEqual(['https://api.example.com/api/v1/map/polygon/county/travis']);
    expect(result.ok && result.value.features[0]?.geometry.type).toBe('Polygon');
  });
});
