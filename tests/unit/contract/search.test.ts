import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  decodeJsonSegment,
  legacySearchRequestSchema,
  legacySearchResponseSchema,
  searchAddressResponseSchema,
  searchCityResponseSchema,
  searchPostalMoreRequestSchema,
  searchPostalResponseSchema,
  searchTextParamsSchema,
} from '../../../src/contract';
import searchAddressFixture from '../../fixtures/contract/search-address.json';

describe('searchAddressResponseSchema (GET /api/searchAddress/{text})', () => {
  const results = v.parse(searchAddressResponseSchema, searchAddressFixture);

  it('unwraps _source and normalises the address results', () => {
    expect(results.address).toEqual([
      {
        ListingKeyNumeric: 1187342290,
        MlsNum: '4419028',
        MlsStatus: 'Active',
        subdomain: 'austin',
        url: '/4108-avenue-d-austin-tx-78751/4419028.html',
        Address: '4108 Avenue D',
        City: 'Austin',
        StateOrProvince: 'TX',
        PostalCode: '78751',
        DOM: 12,
        OriginatingSystemName: 'actris',
      },
    ]);
  });

  it('reads cities, and postal codes under any of their keys', () => {
    expect(results.city).toEqual([{ City: 'Austin', subdomain: 'austin' }]);
    expect(results.postal).toEqual([{ 'ZIP code': '78751' }, { 'ZIP code': '78752' }]);
    expect(results.mlsnum).toEqual([]);
  });

  it('reads missing groups as empty ("No result")', () => {
    expect(v.parse(searchAddressResponseSchema, { data: { address: null } })).toEqual({
      address: [],
      city: [],
      mlsnum: [],
      postal: [],
    });
  });
});

describe('city and postal searches', () => {
  it('reads a bare city list with _source items', () => {
    const body = [{ _source: { City: 'Round Rock', subdomain: 'round-rock' } }, { City: 'Rollingwood' }];
    expect(v.parse(searchCityResponseSchema, body)).toEqual({
      data: [
        { City: 'Round Rock', subdomain: 'round-rock' },
        { City: 'Rollingwood', subdomain: null },
      ],
    });
  });

  it('reads postal lists in every shape', () => {
    const body = { data: ['78701', 78702, { 'ZIP Code': '78703' }, { 'ZIP code': '78704' }] };
    expect(v.parse(searchPostalResponseSchema, body).data.map((row) => row['ZIP code'])).toEqual([
      '78701',
      '78702',
      '78703',
      '78704',
    ]);
  });

  it('rejects a postal row with no code', () => {
    expect(v.is(searchPostalResponseSchema, { data: [{ City: 'Austin' }] })).toBe(false);
  });

  it('decodes the load-more segment and bounds the batch', () => {
    const ok = decodeJsonSegment(
      searchPostalMoreRequestSchema,
      encodeURIComponent('{"text":"787","start":10,"end":10}'),
    );
    expect(ok).toEqual({ ok: true, value: { text: '787', start: 10, end: 10 } });
    const bad = decodeJsonSegment(searchPostalMoreRequestSchema, '{"text":" ","start":-1,"end":500}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues.map((issue) => issue.path)).toEqual(['text', 'start', 'end']);
  });

  it('trims the search text and refuses blank', () => {
    expect(v.parse(searchTextParamsSchema, { text: ' 4108 ave ' })).toEqual({ text: '4108 ave' });
    expect(v.is(searchTextParamsSchema, { text: '   ' })).toBe(false);
  });
});

describe('legacy POST /search', () => {
  it('reads the request flag', () => {
    expect(v.parse(legacySearchRequestSchema, { search: 'austin', city: 'true' })).toEqual({
      search: 'austin',
      city: true,
    });
    expect(v.parse(legacySearchRequestSchema, { search: 'austin' })).toEqual({
      search: 'austin',
      city: null,
    });
  });

  it('reads the three groups, missing ones empty', () => {
    const body = {
      success: true,
      data: {
        city: [{ Subdomain: 'austin', City: 'Austin', StateOrProvince: 'TX' }],
        zip: [
          { url: '/x.html', Address: '1 Main St', City: 'Austin', StateOrProvince: null, PostalCode: 78701 },
        ],
      },
    };
    const response = v.parse(legacySearchResponseSchema, body);
    expect(response.data.street).toEqual([]);
    expect(response.data.zip[0]).toEqual({
      url: '/x.html',
      Address: '1 Main St',
      City: 'Austin',
      StateOrProvince: null,
      PostalCode: '78701',
    });
  });
});
