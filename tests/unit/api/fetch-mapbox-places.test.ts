import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/create-api-client';
import { fetchMapboxPlaces } from '../../../src/api/fetch-mapbox-places';

// The widgets' one client, on the brokerage's origin: Mapbox's absolute URLs go through it all the same.
const api = createApiClient('https://brokerage.example/');

const AUSTIN = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-97.7437, 30.2711] },
  properties: {
    mapbox_id: 'austin-id',
    feature_type: 'place',
    name: 'Austin',
    place_formatted: 'Texas, United States',
    bbox: [-97.9384, 30.0986, -97.5684, 30.5168],
  },
};
const CONGRESS = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-97.7424, 30.2747] },
  properties: {
    mapbox_id: 'congress-id',
    feature_type: 'address',
    name: '1100 Congress Avenue',
    place_formatted: 'Austin, Texas 78701, United States',
  },
};

function answering(response: Response) {
  const seen: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new URL(input instanceof Request ? input.url : String(input)));
      // As a browser does: an aborted request never answers.
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      return response.clone();
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchMapboxPlaces', () => {
  it('asks v6 forward geocoding for US addresses, cities and ZIP codes near the middle of Texas', async () => {
    const seen = answering(Response.json({ type: 'FeatureCollection', features: [] }));
    await fetchMapboxPlaces(api, 'pk.token', '  round rock ', 'es');
    const url = seen[0];
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://api.mapbox.com/search/geocode/v6/forward');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      q: 'round rock',
      access_token: 'pk.token',
      country: 'us',
      proximity: '-100,31',
      types: 'address,place,postcode',
      language: 'es',
      autocomplete: 'true',
      limit: '5',
    });
  });

  it('reads places with their point and, for areas, their box; an odd feature is dropped on its own', async () => {
    answering(
      Response.json({
        type: 'FeatureCollection',
        features: [
          AUSTIN,
          { ...CONGRESS, geometry: { type: 'Point', coordinates: [-197, 30] } },
          { ...AUSTIN, properties: { ...AUSTIN.properties, feature_type: 'country' } },
          'nonsense',
          CONGRESS,
        ],
      }),
    );
    expect(await fetchMapboxPlaces(api, 'pk.token', 'austin', 'en')).toEqual({
      ok: true,
      value: [
        {
          id: 'austin-id',
          kind: 'place',
          name: 'Austin',
          detail: 'Texas, United States',
          lng: -97.7437,
          lat: 30.2711,
          bbox: [-97.9384, 30.0986, -97.5684, 30.5168],
        },
        {
          id: 'congress-id',
          kind: 'address',
          name: '1100 Congress Avenue',
          detail: 'Austin, Texas 78701, United States',
          lng: -97.7424,
          lat: 30.2747,
          bbox: null,
        },
      ],
    });
  });

  it('says why it failed: a refused token, an answer of another shape', async () => {
    answering(Response.json({ message: 'Not Authorized - Invalid Token' }, { status: 401 }));
    const refused = await fetchMapboxPlaces(api, 'pk.bad', 'austin', 'en');
    expect(refused.ok ? null : refused.failure.kind).toBe('rejected');
    // The token never reaches the console: the failure names the endpoint only.
    expect(refused.ok ? '' : refused.failure.message).not.toContain('pk.bad');

    answering(Response.json({ results: [] }));
    const odd = await fetchMapboxPlaces(api, 'pk.token', 'austin', 'en');
    expect(odd.ok ? null : odd.failure.kind).toBe('invalid');
  });

  it('reports a request a newer one replaced as aborted', async () => {
    answering(Response.json({ features: [] }));
    const controller = new AbortController();
    controller.abort();
    const result = await fetchMapboxPlaces(api, 'pk.token', 'austin', 'en', controller.signal);
    expect(result.ok ? null : result.failure.kind).toBe('aborted');
  });
});
