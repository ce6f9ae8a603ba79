import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeography } from '../../server/data/geography/insert-geography';
import type { ImportedListing } from '../../server/reso/imported-listing';
import { loadPlaceIndex, type PlaceIndex } from '../../server/reso/load-place-index';
import { type PlanContext, planPropertyOp } from '../../server/reso/plan-property-op';
import { openTestDb, type TestDb } from './support/open-test-db';

const fixtures = join(import.meta.dirname, '../fixtures/reso');
const pageSchema = v.object({ value: v.array(v.record(v.string(), v.unknown())) });
const [base] = v.parse(pageSchema, JSON.parse(readFileSync(join(fixtures, 'property.json'), 'utf8'))).value;

/** ACT71220001 of the fixture page (an Austin house with photos, rooms and open houses), changed. */
function record(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...structuredClone(base), ...changes };
}

let testDb: TestDb;
let places: PlaceIndex;
let context: PlanContext;

beforeAll(async () => {
  testDb = await openTestDb();
  await insertGeography(testDb.db);
  places = await loadPlaceIndex(testDb.db);
  context = {
    file: 'page.json',
    brokerage: 'Bluebonnet Realty',
    places,
    agents: () => ({ matrixDir: null, ours: false }),
  };
});
afterAll(async () => {
  await testDb?.close();
});

function plan(raw: unknown) {
  return planPropertyOp(raw, 0, context);
}

/** The mapped listing of a record that must be stored, and the fields dropped from it. */
function stored(raw: unknown): ImportedListing & { dropped: { field: string; reason: string }[] } {
  const op = plan(raw);
  if (!('kind' in op)) throw new Error(`skipped: ${op.reason}`);
  if (op.kind !== 'upsert') throw new Error('not stored');
  return { ...op.listing, dropped: op.dropped };
}

describe('a bad detail field drops that field, reported, never the listing', () => {
  it('drops a photo without a URL, encodes a URL with spaces, and reads Order as text', () => {
    const listing = stored(
      record({
        Media: [
          { MediaURL: null, Order: 1, MediaCategory: 'Photo' },
          { MediaURL: 'https://media.example.com/a b/front porch.jpg', Order: '3', MediaCategory: 'Photo' },
          { MediaURL: 'https://media.example.com/kitchen.jpg', Order: '2', MediaCategory: 'Photo' },
        ],
      }),
    );
    expect(listing.media?.map((m) => m.media_url)).toEqual([
      'https://media.example.com/kitchen.jpg',
      'https://media.example.com/a%20b/front%20porch.jpg',
    ]);
    expect(listing.row.photo_count).toBe(2);
    expect(listing.dropped).toEqual([{ field: 'Media[0]', reason: expect.stringMatching(/MediaURL/) }]);
  });

  it('drops a room without RoomType and keeps the others', () => {
    const listing = stored(
      record({ Rooms: [{ RoomLevel: 'Main' }, { RoomType: 'Kitchen', RoomLength: '14', RoomWidth: 11 }] }),
    );
    expect(listing.rooms).toEqual([
      { position: 1, room_type: 'Kitchen', room_level: null, room_dimensions: '14 x 11' },
    ]);
    expect(listing.dropped).toEqual([{ field: 'Rooms[0]', reason: expect.stringMatching(/RoomType/) }]);
  });

  it('takes an open house date from its start time, and drops one with neither', () => {
    const listing = stored(
      record({
        OpenHouse: [
          { OpenHouseStartTime: '2026-11-29T19:00Z', OpenHouseEndTime: '2026-11-29T21:00:00Z' },
          { OpenHouseRemarks: 'Some day' },
        ],
      }),
    );
    expect(listing.openHouses).toEqual([
      {
        open_house_key: null,
        open_date: '2026-11-29',
        start_time: '13:00',
        end_time: '15:00',
        remarks: null,
      },
    ]);
    expect(listing.dropped).toEqual([
      { field: 'OpenHouse[1]', reason: expect.stringMatching(/OpenHouseDate/) },
    ]);
  });

  it('prefixes a tour URL typed without its scheme and drops "N/A"', () => {
    const listing = stored(
      record({ VirtualTourURLBranded: 'www.tours.example.com/1507', VirtualTourURLUnbranded: 'N/A' }),
    );
    expect(listing.row.virtual_tour_url_branded).toBe('https://www.tours.example.com/1507');
    expect(listing.row.virtual_tour_url_unbranded).toBeNull();
    expect(listing.dropped.map((drop) => drop.field)).toEqual(['VirtualTourURLUnbranded']);
  });

  it('reads YearBuilt 0 and a blank number as unknown, and drops a tax amount beyond 32 bits', () => {
    const listing = stored(record({ YearBuilt: 0, TaxAnnualAmount: 5_000_000_000, GarageSpaces: ' ' }));
    expect(listing.row.year_built).toBeNull();
    // A blank number is a value nobody entered: absent, and not worth a line in the report.
    expect(listing.row.garage_spaces).toBeNull();
    expect(listing.row.tax_annual_amount).toBeNull();
    expect(listing.dropped).toEqual([
      { field: 'TaxAnnualAmount', reason: expect.stringMatching(/got 5000000000/) },
    ]);
  });

  it('takes the Texas calendar day of a CloseDate sent as a timestamp', () => {
    const listing = stored(
      record({ StandardStatus: 'Closed', ClosePrice: 870000, CloseDate: '2026-11-21T03:00:00Z' }),
    );
    expect(listing.row.close_date).toBe('2026-11-20');
    expect(listing.dropped).toEqual([]);
  });

  it('accepts timestamps without seconds and numbers sent as text (IEEE754Compatible=true)', () => {
    const listing = stored(
      record({
        ModificationTimestamp: '2026-11-20T14:05Z',
        PriceChangeTimestamp: '2026-11-14T16:20-06:00',
        ListPrice: '875000.00',
        BedroomsTotal: '3',
        Latitude: '30.24662',
        Longitude: '-97.74297',
      }),
    );
    expect(listing.row).toMatchObject({
      modified_at: '2026-11-20T14:05Z',
      list_price: 875000,
      bedrooms_total: 3,
      latitude: 30.24662,
      longitude: -97.74297,
    });
    expect(listing.priceChangedOn).toBe('2026-11-14');
    expect(listing.dropped).toEqual([]);
  });

  it('stores a Coming Soon listing without a price or contract date', () => {
    const listing = stored(
      record({
        StandardStatus: 'Coming Soon',
        ListPrice: null,
        OriginalListPrice: null,
        ListingContractDate: null,
        OnMarketDate: '2026-12-01',
      }),
    );
    expect(listing.row).toMatchObject({
      list_price: null,
      original_list_price: null,
      list_date: '2026-12-01',
    });
    // Without OnMarketDate either, the day the record was last modified stands in.
    expect(stored(record({ ListPrice: null, ListingContractDate: null })).row.list_date).toBe('2026-11-20');
  });

  it('keeps a listing whose price is text, without a price, and says why', () => {
    const listing = stored(record({ ListPrice: 'Call for price' }));
    expect(listing.row.list_price).toBeNull();
    expect(listing.dropped).toEqual([
      { field: 'ListPrice', reason: 'Expected a number (got "Call for price")' },
    ]);
  });

  it('names the agent from first and last name, and the office from what is known', () => {
    const listing = stored(
      record({
        ListAgentFullName: null,
        ListAgentFirstName: 'Maria',
        ListAgentLastName: 'Gonzalez',
        ListOfficeName: null,
        ListOfficeMlsId: 'ACT-O-100',
      }),
    );
    expect(listing.row.list_member_full_name).toBe('Maria Gonzalez');
    expect(listing.row.list_office_name).toBe('ACT-O-100');
    const bare = stored(record({ ListOfficeName: '', ListOfficeMlsId: null }));
    expect(bare.row.list_office_name).toBe('ACTRIS');
  });
});

describe('placing a listing', () => {
  it('derives a missing PostalCode from the city and the coordinates', () => {
    const listing = stored(record({ PostalCode: null }));
    expect(listing.row).toMatchObject({ postal_code: '78704', city: 'Austin', county: 'Travis' });
  });

  it("derives missing coordinates from the ZIP's centre and corrects a longitude with the wrong sign", () => {
    const centre = places.postalCodes.get('78704');
    expect(stored(record({ Latitude: null, Longitude: null })).row).toMatchObject({
      latitude: centre?.lat,
      longitude: centre?.lng,
    });
    expect(stored(record({ Longitude: 97.74297 })).row).toMatchObject({
      latitude: 30.24662,
      longitude: -97.74297,
    });
  });

  it("drops coordinates far from the listing's county and uses its ZIP's centre instead", () => {
    const listing = stored(record({ Latitude: 40.7128, Longitude: -74.006 }));
    expect(listing.row.latitude).toBe(places.postalCodes.get('78704')?.lat);
    expect(listing.dropped.map((drop) => drop.field)).toEqual(['Latitude', 'Longitude']);
  });

  it("keeps the feed's city when its ZIP code's main city is another", () => {
    const listing = stored(
      record({ City: 'Lakeway', PostalCode: '78734', Latitude: 30.3631, Longitude: -97.9797 }),
    );
    expect(listing.row).toMatchObject({ city: 'Lakeway', postal_code: '78734', county: 'Travis' });
  });

  it('still skips a listing that cannot be placed in Texas at all', () => {
    const op = plan(record({ City: 'Springfield', PostalCode: '62701', StateOrProvince: 'IL' }));
    expect(op).toMatchObject({ reason: expect.stringMatching(/not Texas/) });
  });

  it('computes the lot size from acres when square feet is 0', () => {
    expect(stored(record({ LotSizeSquareFeet: 0, LotSizeAcres: 0.5 })).row).toMatchObject({
      lot_size_sqft: 21780,
      lot_size_acres: 0.5,
    });
  });
});

describe('Data Dictionary 2.0 property types and sub-types', () => {
  const typed = (type: string, subType: string | null) =>
    stored(record({ PropertyType: type, PropertySubType: subType })).row;
  it.each([
    ['Business Opportunity', null, 'CommercialSale', 'Business'],
    ['Business Opportunity', 'Retail', 'CommercialSale', 'Retail'],
    ['Manufactured In Park', null, 'Residential', 'ManufacturedHome'],
    ['Manufactured In Park', 'Mobile Home', 'Residential', 'MobileHome'],
    ['Residential', 'Cabin', 'Residential', 'Detached'],
    ['Land', 'Cabin', 'Land', 'Cabin'],
    ['Residential', 'Stock Cooperative', 'Residential', 'Condominium'],
    ['Residential', 'Own Your Own', 'Residential', 'Condominium'],
    ['Residential', 'Manufactured On Land', 'Residential', 'ManufacturedOnLand'],
    ['Farm', 'Agriculture', 'Farm', 'Farm'],
    ['Commercial Sale', 'Hotel/Motel', 'CommercialSale', 'HotelMotel'],
    ['Commercial Lease', 'Mixed Use', 'CommercialLease', 'MixedUse'],
    ['Residential Income', 'Multi Family', 'ResidentialIncome', 'MultiFamily'],
    ['Residential Lease', 'Single Family Residence', 'ResidentialLease', 'SingleFamilyResidence'],
    ['Land', 'Ranch', 'Land', 'Farm'],
    ['Residential', 'Boat Slip', 'Residential', 'Other'],
  ])('%s / %s is %s / %s', (type, subType, ourType, ourSubType) => {
    expect(typed(type, subType)).toMatchObject({ property_type: ourType, property_sub_type: ourSubType });
  });
});

describe('MLS Grid deletions (MlgCanView false)', () => {
  it('takes down a full record flagged MlgCanView false', () => {
    expect(plan(record({ MlgCanView: false }))).toMatchObject({ kind: 'remove', key: 'ACT71220001' });
  });

  it('takes down a minimal record of key, timestamp and flag', () => {
    const minimal = {
      ListingKey: 'ACT71220001',
      ModificationTimestamp: '2026-11-22T10:00Z',
      MlgCanView: false,
    };
    expect(plan(minimal)).toMatchObject({
      kind: 'remove',
      key: 'ACT71220001',
      modifiedAt: '2026-11-22T10:00Z',
    });
  });
});

describe('the fields visitors ask about, in the detail sections', () => {
  it('carries pool, waterfront, view, parking, pets, lease terms, co-listing and office phone', () => {
    const listing = stored(
      record({
        PoolPrivateYN: true,
        PoolFeatures: ['In Ground', 'Heated'],
        WaterfrontYN: true,
        WaterfrontFeatures: ['Lake Front'],
        ViewYN: true,
        View: ['Hill Country', 'Lake'],
        ParkingFeatures: ['Attached', 'Garage Door Opener'],
        ParkingTotal: 4,
        CoveredSpaces: '2',
        PetsAllowed: ['Cats OK', 'Dogs OK'],
        LeaseTerm: '12 Months',
        AvailabilityDate: '2026-12-15',
        Furnished: 'Unfurnished',
        BathroomsTotalInteger: 3,
        CoListAgentFullName: 'Olivia Reyes',
        CoListOfficeName: 'Bluebonnet Realty - South Austin',
        ListOfficePhone: '512-555-0100 x12',
      }),
    );
    expect(listing.row.details).toMatchObject({
      'Property Facts': { BathroomsTotalInteger: 3 },
      'Pool, Waterfront and View': {
        PoolPrivateYN: true,
        PoolFeatures: 'In Ground, Heated',
        WaterfrontYN: true,
        WaterfrontFeatures: 'Lake Front',
        ViewYN: true,
        View: 'Hill Country, Lake',
      },
      Parking: { ParkingFeatures: 'Attached, Garage Door Opener', ParkingTotal: 4, CoveredSpaces: 2 },
      'Lease Terms': {
        PetsAllowed: 'Cats OK, Dogs OK',
        LeaseTerm: '12 Months',
        AvailabilityDate: '2026-12-15',
        Furnished: 'Unfurnished',
      },
      'Listing Provided By': {
        CoListAgentFullName: 'Olivia Reyes',
        CoListOfficeName: 'Bluebonnet Realty - South Austin',
        ListOfficePhone: '5125550100',
      },
    });
  });
});
