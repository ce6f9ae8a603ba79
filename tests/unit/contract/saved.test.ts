import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorsFromIssues,
  noteResponseSchema,
  savedKeysResponseSchema,
  savedListingRequestSchema,
  savedSearchesResponseSchema,
  savedSearchNotificationRequestSchema,
  savedSearchTitleRequestSchema,
  saveSearchRequestSchema,
  saveSearchResponseSchema,
  successResponseSchema,
} from '../../../src/contract';
import savedSearchesFixture from '../../fixtures/contract/saved-searches.json';

describe('savedSearchesResponseSchema (GET /api/v1/saved-search/listings/{ClientID})', () => {
  const searches = v.parse(savedSearchesResponseSchema, savedSearchesFixture).data;

  it('reads ids, titles, location and notification settings', () => {
    expect(searches[0]).toMatchObject({
      GatewayID: 118,
      GatewayDesc: 'Save Search 1',
      field_name: 'City',
      field_value: 'Austin',
      client_gateway_schedule: 2,
      suppress_back_on_market: false,
      suppress_price_change: true,
      query: null,
    });
  });

  it('keeps criteria rows with their values', () => {
    expect(searches[0]?.criteria).toContainEqual({
      column: 'MlsStatus',
      operator: '>=',
      value: ['Active', 'ComingSoon'],
    });
    expect(searches[0]?.criteria).toContainEqual({ column: 'ListPrice', operator: 'min', value: '300000' });
    expect(searches[1]?.criteria).toEqual([]);
  });

  it('reads the stored listings query when the server sends one', () => {
    expect(searches[1]?.query).toEqual({
      filters: { city: 'round-rock', maxPrice: 450000 },
      moreFilters: { propertyType: 'Residential', subTypes: ['Condominium'] },
    });
  });

  it('drops a stored query that no longer validates instead of failing the whole list', () => {
    expect(searches[2]).toMatchObject({
      GatewayID: 122,
      query: null,
      client_gateway_schedule: 0,
      criteria: [],
    });
  });
});

describe('saved-search requests', () => {
  it('reads the save-search body as sent', () => {
    const request = {
      clientId: 42,
      criteria: { filters: { city: 'austin', minBedsCount: 3 } },
      title: 'Austin 3+ beds',
    };
    expect(v.parse(saveSearchRequestSchema, JSON.parse(JSON.stringify(request)))).toEqual(request);
  });

  it('names an invalid criteria field in the save-search body', () => {
    const result = v.safeParse(saveSearchRequestSchema, { clientId: 42, criteria: { filters: { bath: 9 } } });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toContain(
      'criteria.filters.bath: Expected an integer from 0 to 5',
    );
  });

  it('reads the save answer', () => {
    expect(
      v.parse(saveSearchResponseSchema, { data: { GatewayID: '130', GatewayDesc: 'Save Search 3' } }),
    ).toEqual({
      data: { GatewayID: 130, GatewayDesc: 'Save Search 3' },
    });
  });

  it('takes notification 2 or 0 only, as a number', () => {
    const body = { id: '118', email_notification: '2', price_change: 'true', back_on_market: false };
    expect(v.parse(savedSearchNotificationRequestSchema, body)).toEqual({
      id: 118,
      email_notification: 2,
      price_change: true,
      back_on_market: false,
    });
    const wrong = v.safeParse(savedSearchNotificationRequestSchema, { ...body, email_notification: 1 });
    expect(fieldErrorsFromIssues(wrong.issues ?? [])).toEqual({ email_notification: ['invalid_choice'] });
  });

  it('requires a title of at most 100 characters', () => {
    const result = v.safeParse(savedSearchTitleRequestSchema, { id: 118, title: 'x'.repeat(101) });
    expect(fieldErrorsFromIssues(result.issues ?? [])).toEqual({ title: ['too_long'] });
  });
});

describe('saved listings', () => {
  it('reads a favorite with a note', () => {
    const body = {
      ListingKeyNumeric: '1187342290',
      clientID: '42',
      GatewayDesc: 'possibility',
      note: 'Big yard',
    };
    expect(v.parse(savedListingRequestSchema, body)).toEqual({
      ListingKeyNumeric: 1187342290,
      clientID: 42,
      GatewayDesc: 'possibility',
      GatewayDescID: null,
      note: 'Big yard',
    });
  });

  it('refuses an unknown list', () => {
    const result = v.safeParse(savedListingRequestSchema, {
      ListingKeyNumeric: 1,
      clientID: 42,
      GatewayDesc: 'hated',
    });
    expect(fieldErrorsFromIssues(result.issues ?? [])).toEqual({ GatewayDesc: ['invalid_choice'] });
  });

  it('reads saved keys as numbers, whether bare or as records', () => {
    expect(
      v.parse(savedKeysResponseSchema, { data: ['1187342290', 1190022871, { ListingKeyNumeric: '5' }] }),
    ).toEqual({
      data: [1187342290, 1190022871, 5],
    });
  });

  it('reads a note in every shape older backends send', () => {
    expect(v.parse(noteResponseSchema, { data: { note: 'Big yard' } })).toEqual({
      data: { note: 'Big yard' },
    });
    expect(v.parse(noteResponseSchema, { note: '' })).toEqual({ data: { note: null } });
    expect(v.parse(noteResponseSchema, { data: null })).toEqual({ data: { note: null } });
  });

  it('counts a body without success as success', () => {
    expect(v.parse(successResponseSchema, '')).toEqual({ success: true, message: null });
    expect(v.parse(successResponseSchema, { success: 0, message: 'Not yours' })).toEqual({
      success: false,
      message: 'Not yours',
    });
  });
});
