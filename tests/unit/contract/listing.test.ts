import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listingListSchema, listingSchema, listingsDataResponseSchema } from '../../../src/contract';
import mlsListing from '../../fixtures/contract/mls-listing.json';

describe('listingSchema', () => {
  const listing = v.parse(listingSchema, mlsListing._source);

  it('turns numeric strings into numbers', () => {
    expect(listing.ListingKeyNumeric).toBe(1187342290);
    expect(listing.ListPrice).toBe(525000);
    expect(listing.OriginalListPrice).toBe(549900);
    expect(listing.DOM).toBe(12);
    expect(listing.Latitude).toBe(30.3071);
    expect(listing.Longitude).toBe(-97.7559);
    expect(listing.BedroomsTotal).toBe(3);
    expect(listing.BathroomsHalf).toBe(0);
    expect(listing.AboveGradeFinishedArea).toBe(1840);
    expect(listing.GarageSpaces).toBe(1.5);
    expect(listing.LotSizeAcres).toBe(0.1722);
    expect(listing.Stories).toBe(1);
  });

  it('keeps identifiers sent as numbers as text', () => {
    expect(listing.MlsNum).toBe('4419028');
    expect(listing.PostalCode).toBe('78751');
  });

  it('normalises missing, null and blank fields to null', () => {
    expect(listing.ClosePrice).toBeNull();
    expect(listing.REP).toBeNull();
    expect(listing.FireplacesTotal).toBeNull();
    expect(listing.SubdivisionName).toBeNull();
    expect(listing.AssociationFee).toBeNull();
    expect(listing.VirtualTourURLUnbranded).toBeNull();
    expect(listing.CloseDate).toBeNull();
    expect(listing).toHaveProperty('BuilderName', null);
  });

  it('keeps a missing state null rather than inventing one (display shows TX)', () => {
    expect(listing.StateOrProvince).toBeNull();
  });

  it('reads flags and dates as the display code needs them', () => {
    expect(listing.rtlist).toBe(true);
    expect(listing.GarageYN).toBe(true);
    expect(listing.OpenHouseDate).toBe('2025-06-14');
    expect(listing.ListingContractDate).toBe('2025-05-30');
    expect(listing.ExpirationDate).toBeNull();
  });

  it('joins RESO multi-value lookups and drops empty ones', () => {
    expect(listing.Cooling).toBe('Central Air, Ceiling Fan(s)');
    expect(listing.Heating).toBe('Natural Gas');
    expect(listing.Roof).toBeNull();
  });

  it('trims text', () => {
    expect(listing.Address).toBe('4108 Avenue D');
  });

  it('sorts photos by img_order and counts them when PhotoCount is missing', () => {
    expect(listing.images.map((image) => image.img_order)).toEqual([1, 2, 3]);
    expect(listing.images[1]).toEqual({
      MediaURL: 'https://cdn.example.com/1187342290/2.jpg',
      LongDescription: null,
      img_order: 2,
      // Not one of our stored photos (the backend sent its own URL): no id to build sizes from.
      photo_id: null,
    });
    expect(listing.PhotoCount).toBe(3);
  });

  it('keeps a PhotoCount the backend sends even when fewer images came along', () => {
    const card = v.parse(listingSchema, { ListingKeyNumeric: 5, PhotoCount: '27' });
    expect(card.PhotoCount).toBe(27);
    expect(card.images).toEqual([]);
  });

  it('drops keys that are not part of the contract', () => {
    const parsed = v.parse(listingSchema, { ...mlsListing._source, ModificationTimestamp: 'x' });
    expect(parsed).not.toHaveProperty('ModificationTimestamp');
  });

  it('accepts a status and type new to the MLS', () => {
    const parsed = v.parse(listingSchema, {
      ListingKeyNumeric: 7,
      MlsStatus: 'Hold',
      PropertyType: 'Timeshare',
    });
    expect(parsed.MlsStatus).toBe('Hold');
    expect(parsed.PropertyType).toBe('Timeshare');
  });

  it('outputs a value it accepts again unchanged (the server can emit the output type)', () => {
    expect(v.parse(listingSchema, listing)).toEqual(listing);
  });

  it('rejects a listing without ListingKeyNumeric', () => {
    const result = v.safeParse(listingSchema, { MlsNum: '1' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain('ListingKeyNumeric');
  });

  it('names the field of a non-numeric price', () => {
    const result = v.safeParse(listingSchema, { ListingKeyNumeric: 1, ListPrice: 'call agent' });
    expect(result.success).toBe(false);
    const issue = result.issues?.[0];
    expect(issue && v.getDotPath(issue)).toBe('ListPrice');
    expect(issue?.message).toContain('call agent');
  });

  it('rejects a date that is not a calendar date', () => {
    const result = v.safeParse(listingSchema, { ListingKeyNumeric: 1, CloseDate: '06/14/2025' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0] && v.getDotPath(result.issues[0])).toBe('CloseDate');
  });
});

describe('listingListSchema', () => {
  it('accepts plain and _source-wrapped listings side by side and outputs plain ones', () => {
    const list = v.parse(listingListSchema, [mlsListing, { ListingKeyNumeric: 2, ListPrice: 100 }]);
    expect(list.map((listing) => listing.ListingKeyNumeric)).toEqual([1187342290, 2]);
    expect(list[0]).not.toHaveProperty('_source');
    expect(list[0]?.City).toBe('Austin');
  });

  it('reports a broken wrapped listing at its own field, not at _source', () => {
    const result = v.safeParse(listingListSchema, [{ _source: { ListingKeyNumeric: 1, DOM: 'many' } }]);
    expect(result.success).toBe(false);
    expect(result.issues?.[0] && v.getDotPath(result.issues[0])).toBe('0.DOM');
  });

  it('reads a missing list as empty', () => {
    expect(v.parse(listingListSchema, null)).toEqual([]);
  });
});

describe('listingsDataResponseSchema (featured, favorites, compare)', () => {
  it('wraps a bare array as { data }', () => {
    const body = v.parse(listingsDataResponseSchema, [mlsListing]);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.ListingKeyNumeric).toBe(1187342290);
  });

  it('reads { data: null } as no listings', () => {
    expect(v.parse(listingsDataResponseSchema, { data: null })).toEqual({ data: [] });
  });
});
