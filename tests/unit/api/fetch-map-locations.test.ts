import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/create-api-client';
import { fetchMapLocations, mapLocationsPath } from '../../../src/api/fetch-map-locations';

describe('mapLocationsPath', () => {
  it('narrows each list by the parents the API knows, else lists all of Texas', () => {
    expect(mapLocationsPath('regions', null)).toBe('api/v1/map/regions');
    expect(mapLocationsPath('metros', { kind: 'region', value: 'capital' })).toBe(
      'api/v1/map/regions/capital/metros',
    );
    expect(mapLocationsPath('counties', { kind: 'region', value: 'capital' })).toBe(
      'api/v1/map/regions/capital/counties',
    );
    expect(mapLocationsPath('counties', { kind: 'metro', value: 'austin' })).toBe(
      'api/v1/map/metros/austin/counties',
    );
    expect(mapLocationsPath('counties', null)).toBe('api/v1/map/counties/');
    expect(mapLocationsPath('cities', { kind: 'county', value: 'travis' })).toBe(
      'api/v1/map/counties/travis/cities',
    );
    expect(mapLocationsPath('cities', { kind: 'metro', value: 'austin' })).toBe('api/v1/map/cities');
    expect(mapLocationsPath('postalCodes', { kind: 'city', value: 'round-rock' })).toBe(
      'api/v1/map/cities/round-rock/postal-codes',
    );
    expect(mapLocationsPath('postalCodes', null)).toBe('api/v1/map/postal-codes/');
  });

  it('parses a list with the contract, unwrapping _source items', async () => {
    const api = createApiClient('https://api.example.com/', async () =>
      Response.json({ data: [{ _source: { County: 'Travis', subdomain: 'travis' } }] }),
    );
    expect(await fetchMapLocations(api, 'counties', null)).toEqual({
      ok: true,
      value: { data: [{ County: 'Travis', subdomain: 'travis' }] },
    });
  });
});
