import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listingItemResponseSchema, listingsResponseSchema } from '../../../src/contract';
import listingItemFixture from '../../fixtures/contract/listing-item-response.json';
import listingsFixture from '../../fixtures/contract/listings-response.json';

describe('listingsResponseSchema (GET /api/v1/listings/{json})', () => {
  const page = v.parse(listingsResponseSchema, listingsFixture).data;

  it('outputs plain listings whether or not they came wrapped in _source', () => {
    expect(page.listings.map((listing) => listing.ListingKeyNumeric)).toEqual([
      1187342290, 1190022871, 1190551042,
    ]);
    expect(page.listings[0]?.ListPrice).toBe(525000);
    expect(page.listings[1]?.ClosePrice).toBe(409500);
  });

  it('keeps a listing with no price and no photos usable', () => {
    const comingSoon = page.listings[2];
    expect(comingSoon?.ListPrice).toBeNull();
    expect(comingSoon?.images).toEqual([]);
    expect(comingSoon?.PhotoCount).toBe(0);
    expect(comingSoon?.rtlist).toBe(false);
  });

  it('reads the pager and the price range', () => {
    expect(page.links).toHaveLength(4);
    expect(page.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false });
    expect(page.links[1]?.active).toBe(true);
    expect([page.page, page.last_page, page.per_page, page.total]).toEqual([1, 2, 50, 53]);
    expect(page.price_range).toEqual({ min_price: 185000, max_price: 2450000 });
  });

  it('fills per_page and last_page for backends that do not send them', () => {
    const body = { data: { listings: [], page: '3', total: '101' } };
    const older = v.parse(listingsResponseSchema, body).data;
    expect(older).toMatchObject({ page: 3, per_page: 50, last_page: 3, total: 101, links: [] });
    expect(older.price_range).toEqual({ min_price: null, max_price: null });
  });

  it('has at least one page when nothing matched', () => {
    const empty = v.parse(listingsResponseSchema, { data: { listings: [], page: 1, total: 0 } }).data;
    expect(empty.last_page).toBe(1);
  });

  it('reads an Elasticsearch hit count', () => {
    const body = { data: { listings: [], page: 1, per_page: 20, total: { value: 41, relation: 'eq' } } };
    const es = v.parse(listingsResponseSchema, body).data;
    expect(es.total).toBe(41);
    expect(es.last_page).toBe(3);
  });

  it('outputs a value it accepts again unchanged', () => {
    const output = v.parse(listingsResponseSchema, listingsFixture);
    expect(v.parse(listingsResponseSchema, output)).toEqual(output);
  });

  it('rejects a response without a total, naming it', () => {
    const result = v.safeParse(listingsResponseSchema, { data: { listings: [] } });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain('data.total');
  });
});

describe('listingItemResponseSchema (GET /api/listingsItem/{ListingKeyNumeric})', () => {
  const item = v.parse(listingItemResponseSchema, listingItemFixture);

  it('reads the detail-only fields', () => {
    expect(item.data).toMatchObject({
      ElementarySchool: 'Lee',
      MiddleOrJuniorSchool: 'Lamar',
      HighSchool: 'McCallum',
      TaxAnnualAmount: 11240.55,
      TaxYear: 2024,
      LotSizeSquareFeet: 7501,
      AccessibilityFeatures: 'Accessible Doors, No Interior Steps',
      AssociationFeeFrequency: null,
      UnitNumber: null,
      Metro: 'austin-round-rock-san-marcos',
      Region: 'central-texas',
    });
  });

  it('reads the history with dates trimmed to the day and missing fields null', () => {
    expect(item.data.history).toEqual([
      { date: '2025-05-30', event: 'Listed', price: 549900, status: 'Active' },
      { date: '2025-06-09', event: 'PriceChange', price: 525000, status: null },
      { date: '2019-03-02', event: 'Sold', price: null, status: 'Closed' },
    ]);
  });

  it('keeps detail sections by name, joining list values', () => {
    expect(item.data.details['Lot Features']).toEqual({
      LotFeatures: 'Corner Lot, Trees-Large (Over 40 Ft)',
      LotSizeDimensions: '50 x 150',
    });
    expect(item.data.details['Utility Information']?.ElectricOnPropertyYN).toBe(true);
    expect(item.data.details['Green Energy']).toEqual({ GreenEnergyGeneration: null, SolarPanels: 0 });
  });

  it('reads similar listings in both shapes', () => {
    expect(item.similar_listings.map((listing) => [listing.ListingKeyNumeric, listing.ListPrice])).toEqual([
      [1190022871, 515000],
      [1190022872, 539000],
    ]);
  });

  it('defaults missing history, details and similar listings to empty', () => {
    const bare = v.parse(listingItemResponseSchema, { data: { _source: { ListingKeyNumeric: 9 } } });
    expect(bare.data.history).toEqual([]);
    expect(bare.data.details).toEqual({});
    expect(bare.similar_listings).toEqual([]);
  });

  it('rejects a history row without a date', () => {
    const body = { data: { ListingKeyNumeric: 9, history: [{ event: 'Listed' }] } };
    const result = v.safeParse(listingItemResponseSchema, body);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain('data.history.0.date');
  });
});
