import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  areaInfoResponseSchema,
  areaParamsSchema,
  areaPolygonResponseSchema,
  clientLocationParamsSchema,
  geocodeResponseSchema,
  locationListResponseSchemas,
  locationLookupParamsSchemas,
  locationLookupResponseSchemas,
  metroOptionsResponseSchema,
  priceMinMaxParamsSchema,
  priceMinMaxResponseSchema,
  subdomainParamsSchema,
} from '../../../src/contract';

describe('location lists (GET /api/v1/map/…)', () => {
  it('reads each level under SPEC names', () => {
    expect(
      v.parse(locationListResponseSchemas.regions, {
        data: [{ region: 'Central Texas', subdomain: 'central-texas' }],
      }),
    ).toEqual({ data: [{ region: 'Central Texas', subdomain: 'central-texas' }] });
    expect(
      v.parse(locationListResponseSchemas.metros, [
        { Metro: 'Austin-Round Rock-San Marcos', subdomain: 'austin' },
      ]).data,
    ).toHaveLength(1);
    expect(
      v.parse(locationListResponseSchemas.counties, { data: [{ County: 'Travis', subdomain: 'travis' }] })
        .data[0]?.County,
    ).toBe('Travis');
    expect(v.parse(locationListResponseSchemas.postalCodes, { data: [{ 'ZIP Code': 78701 }] })).toEqual({
      data: [{ 'ZIP Code': '78701' }],
    });
  });

  it('rejects a city row without its subdomain, naming it', () => {
    const result = v.safeParse(locationListResponseSchemas.cities, { data: [{ City: 'Austin' }] });
    expect(result.success).toBe(false);
    expect(result.issues?.[0] && v.getDotPath(result.issues[0])).toBe('data.0.subdomain');
  });

  it('reads metro options with or without subdomain', () => {
    expect(
      v.parse(metroOptionsResponseSchema, [{ Metro: 'Texas' }, { Metro: 'Austin', subdomain: 'austin' }])
        .data,
    ).toEqual([
      { Metro: 'Texas', subdomain: null },
      { Metro: 'Austin', subdomain: 'austin' },
    ]);
  });

  it('validates location path parameters as slugs', () => {
    expect(v.is(subdomainParamsSchema, { subdomain: 'dallas-fort-worth' })).toBe(true);
    expect(v.is(subdomainParamsSchema, { subdomain: 'Dallas Fort Worth' })).toBe(false);
    expect(v.is(subdomainParamsSchema, { subdomain: "austin'--" })).toBe(false);
  });
});

describe('area info and polygon', () => {
  it('reads a found area', () => {
    const body = { success: true, data: { zoom: '10', center: { lat: '30.2667', lng: -97.7333 } } };
    expect(v.parse(areaInfoResponseSchema, body)).toEqual({
      success: true,
      data: { zoom: 10, center: { lat: 30.2667, lng: -97.7333 } },
    });
  });

  it('reads success false as nothing to do', () => {
    expect(v.parse(areaInfoResponseSchema, { success: false, data: [] })).toEqual({
      success: false,
      data: null,
    });
  });

  it('rejects success without a centre', () => {
    expect(v.is(areaInfoResponseSchema, { success: true })).toBe(false);
  });

  it('checks area kinds, and ZIP codes for zip', () => {
    expect(v.parse(areaParamsSchema, { kind: 'zip', value: '78751' })).toEqual({
      kind: 'zip',
      value: '78751',
    });
    const result = v.safeParse(areaParamsSchema, { kind: 'zip', value: 'austin' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['value', 'Expected a 5-digit ZIP code'],
    ]);
    expect(v.is(areaParamsSchema, { kind: 'state', value: 'texas' })).toBe(false);
  });

  it('turns a bare polygon into a feature collection', () => {
    const body = {
      type: 'Polygon',
      coordinates: [
        [
          [-97.8, 30.2, 140],
          [-97.7, 30.2],
          [-97.7, 30.3],
          [-97.8, 30.2],
        ],
      ],
    };
    expect(v.parse(areaPolygonResponseSchema, body)).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: null,
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-97.8, 30.2],
                [-97.7, 30.2],
                [-97.7, 30.3],
                [-97.8, 30.2],
              ],
            ],
          },
        },
      ],
    });
  });

  it('reads a feature under data and an unknown area as empty', () => {
    const feature = {
      type: 'Feature',
      properties: { name: 'Travis' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-97, 30],
              [-98, 30],
              [-98, 31],
              [-97, 30],
            ],
          ],
        ],
      },
    };
    const parsed = v.parse(areaPolygonResponseSchema, { data: feature });
    expect(parsed.features[0]?.geometry.type).toBe('MultiPolygon');
    expect(parsed.features[0]?.properties).toEqual({ name: 'Travis' });
    expect(v.parse(areaPolygonResponseSchema, { data: null })).toEqual({
      type: 'FeatureCollection',
      features: [],
    });
  });

  it('rejects a point where a polygon is expected', () => {
    expect(v.is(areaPolygonResponseSchema, { type: 'Point', coordinates: [-97, 30] })).toBe(false);
  });
});

describe('lookups', () => {
  it('reads geocoding results with an optional viewport', () => {
    const body = {
      status: 'OK',
      results: [{ geometry: { location: { lat: 30.2672, lng: -97.7431 } } }],
    };
    expect(v.parse(geocodeResponseSchema, body).results[0]).toEqual({
      formatted_address: null,
      geometry: { location: { lat: 30.2672, lng: -97.7431 }, viewport: null },
    });
  });

  it('reads the small lookups in their older shapes', () => {
    expect(v.parse(locationLookupResponseSchemas.cityExists, 1)).toEqual({ exists: true });
    expect(v.parse(locationLookupResponseSchemas.cityExists, { exists: false })).toEqual({ exists: false });
    expect(
      v.parse(locationLookupResponseSchemas.cityPostalCodes, {
        postal_codes: [78701, { 'ZIP Code': '78702' }],
      }),
    ).toEqual({
      postal_codes: ['78701', '78702'],
    });
    expect(
      v.parse(locationLookupResponseSchemas.cityByPostalCode, { City: 'Austin', subdomain: 'austin' }),
    ).toEqual({
      data: { City: 'Austin', subdomain: 'austin' },
    });
    expect(v.parse(locationLookupResponseSchemas.cityByPostalCode, { data: null })).toEqual({ data: null });
  });

  it('refuses a latitude off the globe', () => {
    expect(v.is(locationLookupResponseSchemas.coordinates, { coordinates: { lat: 95, lng: -97 } })).toBe(
      false,
    );
  });

  it("takes 'me' or an IP for the client location", () => {
    expect(v.is(clientLocationParamsSchema, { ip: 'me' })).toBe(true);
    expect(v.is(clientLocationParamsSchema, { ip: '203.0.113.9' })).toBe(true);
    expect(v.is(clientLocationParamsSchema, { ip: '2001:db8::1' })).toBe(true);
    expect(v.is(clientLocationParamsSchema, { ip: 'localhost; rm -rf' })).toBe(false);
  });
});

describe('price min-max', () => {
  it('reads the slider table, bare or under data', () => {
    const table = {
      prices: [0, 10000, '20000'],
      step_value_table: [{ from: 0, to: 19, start: 0, step: 10000 }],
      default_max: '10000000',
    };
    const expected = {
      prices: [0, 10000, 20000],
      step_value_table: [{ from: 0, to: 19, start: 0, step: 10000 }],
      default_max: 10_000_000,
    };
    expect(v.parse(priceMinMaxResponseSchema, table)).toEqual(expected);
    expect(v.parse(priceMinMaxResponseSchema, { data: table })).toEqual(expected);
  });

  it('takes only known property types in the path', () => {
    expect(v.is(priceMinMaxParamsSchema, { propertyType: 'CommercialLease' })).toBe(true);
    expect(v.is(priceMinMaxParamsSchema, { propertyType: 'commercial-lease' })).toBe(false);
  });
});

describe('lookup path parameters', () => {
  it('takes a ZIP code for getCityByPostalCode and slugs for the rest', () => {
    expect(v.is(locationLookupParamsSchemas.cityByPostalCode, { code: '78751' })).toBe(true);
    expect(v.is(locationLookupParamsSchemas.cityByPostalCode, { code: '7875' })).toBe(false);
    expect(v.is(locationLookupParamsSchemas.countyCities, { county: 'travis' })).toBe(true);
    expect(v.is(locationLookupParamsSchemas.cityExists, { city: 'Round Rock' })).toBe(false);
  });
});
