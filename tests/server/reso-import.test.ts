import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { buildBrokerage } from '../../server/data/generator/brokerage';
import { insertGeography } from '../../server/data/geography/insert-geography';
import { insertBrokerage } from '../../server/data/insert-brokerage';
import type { Db } from '../../server/db/db';
import { deriveKeyNumeric } from '../../server/reso/derive-key-numeric';
import { formatImportReport } from '../../server/reso/format-import-report';
import type { ImportReport } from '../../server/reso/import-report';
import { importReso } from '../../server/reso/import-reso';
import { importTables } from '../../server/reso/vacuum-import-tables';
import { encodeListingsQuery } from '../../src/contract';
import { openTestDb, type TestDb } from './support/open-test-db';

const fixtures = join(import.meta.dirname, '../fixtures/reso');
const today = '2026-11-23';

const pageSchema = v.object({ value: v.array(v.unknown()) });
const recordSchema = v.record(v.string(), v.unknown());
const fixtureRecords = ['property.json', 'property-broken.json'].flatMap((file) =>
  v
    .parse(pageSchema, JSON.parse(readFileSync(join(fixtures, file), 'utf8')))
    .value.filter((record) => v.is(recordSchema, record)),
);
function fixture(key: string): Record<string, unknown> {
  const found = fixtureRecords.find((record) => record.ListingKey === key);
  if (!found) throw new Error(`no fixture record ${key}`);
  return structuredClone(found);
}

let testDb: TestDb;
let db: Db;
let report: ImportReport;
let scratch: string;

/** Writes a Property page of `records` to a temporary file and imports it. */
async function importPage(name: string, records: unknown[]): Promise<ImportReport> {
  const file = join(scratch, `${name}.json`);
  writeFileSync(file, JSON.stringify({ '@odata.context': '$metadata#Property', value: records }));
  return importReso(db, [file]);
}

async function listing(key: string): Promise<Record<string, unknown> | undefined> {
  const found = await db.query(
    `SELECT *, listing_key_numeric::float8 AS key_numeric, list_price::float8 AS price, close_price::float8 AS sold_for, garage_spaces::float8 AS garage,
            stories::float8 AS levels, lot_size_acres::float8 AS acres, to_char(list_date, 'YYYY-MM-DD') AS listed
       FROM listings WHERE listing_key = $1`,
    [key],
  );
  return found.rows[0];
}

async function rows(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return (await db.query(sql, params)).rows;
}

/** Every row of every table the importer writes, as text, in a fixed order. */
async function snapshot(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of importTables) {
    const found = await db.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`,
    );
    result[table] = found.rows.map((row) => row.row);
  }
  return result;
}

beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  await insertGeography(db);
  // The generated brokerage, as on a demo database: the import adopts its offices and agents.
  await insertBrokerage(db, buildBrokerage());
  scratch = mkdtempSync(join(tmpdir(), 'bb-reso-'));
  report = await importReso(db, [fixtures]);
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await testDb?.close();
});

describe('importReso on the fixture pages', () => {
  it('reports what it read and did', () => {
    expect(report.files).toBe(4);
    expect(report.pages).toEqual({ Property: 2, Member: 1, Office: 1, OpenHouse: 0, Media: 0 });
    expect(report.listings).toEqual({
      imported: 12,
      updated: 0,
      unchanged: 0,
      stale: 0,
      removed: 0,
      notStored: 2,
    });
    expect(report.offices).toEqual({ imported: 0, updated: 3, ignored: 1, removed: 0 });
    expect(report.agents).toEqual({ imported: 2, updated: 2, ignored: 1, removed: 0 });
  });

  it('stores a listing with its fields, photos, open houses and rooms mapped', async () => {
    expect(await listing('ACT71220001')).toMatchObject({
      key_numeric: 71220001,
      mls_num: '7122001',
      mls_status: 'Active',
      property_type: 'Residential',
      property_sub_type: 'SingleFamilyResidence',
      price: 875000,
      listed: '2026-10-30',
      street_number: '1507',
      street_name: 'Kenwood Ave',
      address: '1507 Kenwood Ave',
      address_search: '1507 kenwood ave',
      city: 'Austin',
      city_subdomain: 'austin',
      postal_code: '78704',
      county: 'Travis',
      county_subdomain: 'travis',
      metro_subdomain: 'austin',
      region_subdomain: 'capital',
      state_or_province: 'TX',
      latitude: 30.24662,
      longitude: -97.74297,
      garage_yn: true,
      garage: 2,
      levels: 2,
      acres: 0.1721,
      accessibility_features: null,
      cooling: 'Central Air, Ceiling Fan(s)',
      heating: 'Central, Natural Gas',
      tax_annual_amount: 18451,
      list_office_name: 'Bluebonnet Realty - North Austin',
      list_agent_matrix_dir: 'maria-gonzalez',
      rtlist: 1,
      photo_count: 3,
      details: { 'Lot Features': { LotFeatures: 'Back Yard, Trees-Large (Over 40 Ft)' } },
      url: '1507-kenwood-ave-austin-tx-78704-71220001.html',
    });
    const media = await rows(
      'SELECT img_order, media_url FROM listing_media WHERE listing_key_numeric = $1 ORDER BY 1',
      [71220001],
    );
    expect(media.map((m) => m.media_url)).toEqual([
      'https://media.example.com/act71220001/1.jpg',
      'https://media.example.com/act71220001/2.jpg',
      'https://media.example.com/act71220001/4.jpg',
    ]);
    // The cancelled open house is gone; 19:00Z in late November is 1 pm in Austin.
    expect(
      await rows(
        `SELECT to_char(open_date, 'YYYY-MM-DD') AS d, to_char(start_time, 'HH24:MI') AS s, to_char(end_time, 'HH24:MI') AS e
           FROM open_houses WHERE listing_key_numeric = $1`,
        [71220001],
      ),
    ).toEqual([{ d: '2026-11-29', s: '13:00', e: '15:00' }]);
    const rooms = await rows(
      'SELECT room_type, room_dimensions FROM listing_rooms WHERE listing_key_numeric = $1 ORDER BY position',
      [71220001],
    );
    expect(rooms.map((room) => room.room_dimensions)).toEqual(['18 x 14', '16 x 13', '14 x 11']);
    const history = await rows(
      `SELECT to_char(event_date, 'YYYY-MM-DD') AS d, event, price::float8 AS price FROM listing_history
        WHERE listing_key_numeric = $1 ORDER BY 1`,
      [71220001],
    );
    expect(history).toEqual([
      { d: '2026-10-30', event: 'Listed', price: 899000 },
      { d: '2026-11-14', event: 'PriceChange', price: 875000 },
    ]);
  });

  it('maps statuses, types, keys and places the way the other records need', async () => {
    const condo = await listing('ACT71220002');
    expect(condo).toMatchObject({
      mls_status: 'Contingent',
      property_sub_type: 'Condominium',
      unit_number: '214',
      address: '1600 S 1st St Unit 214',
      postal_code: '78704',
      county: 'Travis',
      rtlist: 0,
      list_agent_matrix_dir: null,
    });
    // No ListingKeyNumeric in the feed: derived from the ListingKey, outside the generator's range.
    expect(condo?.key_numeric).toBe(deriveKeyNumeric('ACT71220002'));
    expect(condo?.key_numeric).toBeGreaterThanOrEqual(1e14);
    expect(await listing('HAR80330001')).toMatchObject({
      property_type: 'ResidentialLease',
      property_sub_type: 'Townhouse',
      metro_subdomain: 'houston',
      region_subdomain: 'gulf-coast',
      garage_yn: true,
      list_agent_matrix_dir: 'jasmine-walker',
    });
    expect(await listing('HAR80330002')).toMatchObject({ mls_status: 'Closed', sold_for: 612000, rep: 'BA' });
    // Option Pending refines Active Under Contract; 'Texas' is TX.
    expect(await listing('HAR80330005')).toMatchObject({
      mls_status: 'Pending',
      unit_number: 'B',
      state_or_province: 'TX',
    });
    // No coordinates: the ZIP's centre. Media not expanded: PhotosCount. Agent found by name in our office.
    expect(await listing('HAR80330004')).toMatchObject({
      mls_status: 'ComingSoon',
      latitude: 29.7409,
      longitude: -95.3923,
      levels: 2,
      above_grade_finished_area: 1880,
      photo_count: 12,
      list_agent_matrix_dir: 'linh-pham',
      rtlist: 1,
    });
  });

  it('imports our offices and agents and leaves other brokerages out', async () => {
    const offices = await rows('SELECT location, office_key FROM offices ORDER BY location', []);
    expect(offices).toEqual([
      { location: 'Houston', office_key: 'HAR-OK-300' },
      { location: 'North Austin', office_key: 'ACT-OK-100' },
      { location: 'South Austin', office_key: 'ACT-OK-200' },
    ]);
    const agents = await rows(
      `SELECT a.matrix_dir, a.member_mls_id, a.biz_phone, o.location FROM agents a JOIN offices o ON o.id = a.office_id
        WHERE a.member_key IS NOT NULL ORDER BY 1`,
      [],
    );
    expect(agents).toEqual([
      {
        matrix_dir: 'jasmine-walker',
        member_mls_id: 'HAR-M-7201',
        biz_phone: '7135550329',
        location: 'Houston',
      },
      {
        matrix_dir: 'maria-gonzalez',
        member_mls_id: 'ACT-M-5101',
        biz_phone: '5125550300',
        location: 'North Austin',
      },
      {
        matrix_dir: 'noah-brennan',
        member_mls_id: 'ACT-M-5190',
        biz_phone: '5125550190',
        location: 'South Austin',
      },
      {
        matrix_dir: 'olivia-reyes',
        member_mls_id: 'ACT-M-5177',
        biz_phone: '5125550177',
        location: 'South Austin',
      },
    ]);
    expect(await rows("SELECT 1 FROM agents WHERE full_name = 'Pat Rivera'", [])).toEqual([]);
    // A broken e-mail address costs the agent that address, not the agent page.
    expect(await rows("SELECT email FROM agents WHERE matrix_dir = 'noah-brennan'", [])).toEqual([
      { email: '' },
    ]);
    expect(report.droppedFields).toContainEqual({
      file: expect.stringMatching(/member\.json$/),
      resource: 'Member',
      id: 'ACT-MK-5190',
      field: 'MemberEmail',
      reason: 'Expected an e-mail address (got "noah at bluebonnet")',
    });
  });

  it('never stores a listing that is not for internet display, nor an off-market one', async () => {
    expect(await listing('HAR80330003')).toBeUndefined();
    expect(await listing('ACT71220004')).toBeUndefined();
  });

  it('stores no street anywhere for a listing whose address may not be shown', async () => {
    const hidden = await listing('ACT71220003');
    expect(hidden).toMatchObject({
      street_number: null,
      street_name: null,
      unit_number: null,
      address: null,
      address_search: null,
      tax_legal_description: null,
      url: 'austin-tx-78745-71220003.html',
      // Coarse to ≈1 km.
      latitude: 30.21,
      longitude: -97.8,
      city: 'Austin',
      postal_code: '78745',
    });
    const children = await rows(
      `SELECT to_jsonb(t)::text AS t FROM listing_media t WHERE listing_key_numeric = $1
       UNION ALL SELECT to_jsonb(t)::text FROM listing_rooms t WHERE listing_key_numeric = $1
       UNION ALL SELECT to_jsonb(t)::text FROM listing_history t WHERE listing_key_numeric = $1`,
      [71220003],
    );
    expect(children.length).toBeGreaterThan(0);
    // The agent typed the street into the remarks too.
    expect(String(hidden?.public_remarks)).toContain('occupants at the property');
    expect(JSON.stringify([hidden, children])).not.toMatch(/6407|emerald/i);
  });

  it('keeps a listing with a bad field without that field, and reports the field', async () => {
    const broken = report.skipped.filter((skip) => skip.file.endsWith('property-broken.json'));
    expect(broken.map(({ id, reason }) => [id, reason])).toEqual([
      ['#1', 'ListingKey: missing'],
      ['BRK90000004', expect.stringMatching(/^PropertyType: Expected one of .* \(got "Spaceship"\)/)],
      ['#6', expect.stringMatching(/Expected Object/)],
    ]);
    const dropped = report.droppedFields.filter((drop) => drop.file.endsWith('property-broken.json'));
    expect(dropped.map(({ id, field, reason }) => [id, field, reason])).toEqual([
      ['BRK90000002', 'ListPrice', 'Expected a number (got "Call for price")'],
      ['BRK90000003', 'Latitude', expect.stringMatching(/outside Texas/)],
      ['BRK90000003', 'Longitude', expect.stringMatching(/outside Texas/)],
      ['BRK90000005', 'ListingContractDate', expect.stringMatching(/\(got "2026-13-45"\)$/)],
    ]);
    // No price reads 'No Price'; New York coordinates give way to the ZIP code's centre; a listed day
    // that does not exist to the day the MLS last changed the record.
    expect(await listing('BRK90000002')).toMatchObject({ price: null, city: 'Austin' });
    expect(await listing('BRK90000003')).toMatchObject({ postal_code: '78704', latitude: 30.2428 });
    expect(await listing('BRK90000005')).toMatchObject({ listed: '2026-11-20' });
    expect(await listing('BRK90000006')).toMatchObject({ city: 'Austin', mls_status: 'Active' });
    expect(await listing('BRK90000007')).toMatchObject({
      property_type: 'Land',
      property_sub_type: 'UnimprovedLand',
    });
    expect(await listing('BRK90000004')).toBeUndefined();
    const text = formatImportReport(report, 'test', 1000);
    expect(text).toContain('fields dropped from records that were kept: 5');
    expect(text).toContain(
      'property-broken.json Property BRK90000002 ListPrice: Expected a number (got "Call for price")',
    );
  });
});

describe('imported listings through the API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      db,
      config: { mapboxToken: undefined, logLevel: 'silent' },
      today: () => today,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves them in GET /api/v1/listings/{json}', async () => {
    const query = encodeListingsQuery({
      filters: { city: 'austin' },
      moreFilters: { status: { active: true, contingent: true } },
    });
    const response = await app.inject(`/api/v1/listings/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const listings = v.parse(
      v.object({
        data: v.object({
          listings: v.array(
            v.looseObject({
              ListingKey: v.string(),
              Address: v.nullable(v.string()),
              ListPrice: v.nullable(v.number()),
            }),
          ),
        }),
      }),
      response.json(),
    ).data.listings;
    expect(listings.map((l) => l.ListingKey).sort()).toEqual([
      'ACT71220001',
      'ACT71220002',
      'ACT71220003',
      'BRK90000002',
      'BRK90000003',
      'BRK90000005',
      'BRK90000006',
    ]);
    expect(listings.find((l) => l.ListingKey === 'BRK90000002')?.ListPrice).toBeNull();
    expect(listings.find((l) => l.ListingKey === 'ACT71220003')?.Address).toBeNull();
  });

  it('serves one in GET /api/listingsItem/{id}, and not the one that may not be displayed', async () => {
    const response = await app.inject('/api/listingsItem/71220001');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        ListingKeyNumeric: 71220001,
        Address: '1507 Kenwood Ave',
        MlsStatus: 'Active',
        ListAgentMatrixDir: 'maria-gonzalez',
        url: '1507-kenwood-ave-austin-tx-78704-71220001.html',
        history: [
          expect.objectContaining({ event: 'PriceChange' }),
          expect.objectContaining({ event: 'Listed' }),
        ],
      },
    });
    const hidden = await app.inject('/api/listingsItem/71220003');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ data: { Address: null, UnitNumber: null } });
    expect(hidden.body).not.toMatch(/emerald|6407/i);
    expect((await app.inject('/api/listingsItem/80330003')).statusCode).toBe(404);
  });

  it("serves a listing without a price as 'No Price', on its page and in the API", async () => {
    const stored = await listing('BRK90000002');
    const page = await app.inject({
      url: `/${String(stored?.url).replace(/\.html$/, '')}`,
      headers: { host: 'bluebonnet.example' },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('<p><strong>No Price</strong></p>');
    const item = await app.inject(`/api/listingsItem/${stored?.key_numeric}`);
    expect(item.json()).toMatchObject({ data: { ListPrice: null } });
  });

  it('serves the own page of a listing whose address may not be shown, with the street withheld', async () => {
    const response = await app.inject({
      url: '/austin-tx-78745-71220003',
      headers: { host: 'bluebonnet.example' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('<h1>Austin, TX 78745</h1>');
    expect(response.body).not.toMatch(/emerald|6407|null/i);
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      name: 'Austin, TX 78745',
      mainEntity: { address: { addressLocality: 'Austin', postalCode: '78745' } },
    });
    expect(JSON.parse(ld).mainEntity.address.streetAddress).toBeUndefined();
  });
});

// These change the data, so they run after everything above has looked at it.
describe('importing again', () => {
  it('leaves every table identical when the same pages come again', async () => {
    const before = await snapshot();
    const again = await importReso(db, [fixtures]);
    expect(again.listings).toMatchObject({ imported: 0, updated: 0, unchanged: 12, removed: 0 });
    expect(await snapshot()).toEqual(before);
    expect(before.listings).toHaveLength(12);
  });

  it('lets a newer ModificationTimestamp win and an older one change nothing', async () => {
    const before = await listing('HAR80330001');
    const older = {
      ...fixture('HAR80330001'),
      ListPrice: 1,
      ModificationTimestamp: '2026-11-01T00:00:00Z',
      Media: [],
    };
    const olderExpired = {
      ...fixture('BRK90000006'),
      StandardStatus: 'Expired',
      ModificationTimestamp: '2026-11-01T00:00:00Z',
    };
    const stale = await importPage('older', [older, olderExpired]);
    expect(stale.listings).toMatchObject({ stale: 2, updated: 0, removed: 0 });
    expect(await listing('HAR80330001')).toEqual(before);
    expect(await listing('BRK90000006')).toBeDefined();
    expect(await rows('SELECT 1 FROM listing_media WHERE listing_key_numeric = $1', [80330001])).toHaveLength(
      1,
    );

    const newer = {
      ...fixture('HAR80330001'),
      ListPrice: 3800,
      ModificationTimestamp: '2026-11-22T09:00:00Z',
      Media: [],
    };
    const fresh = await importPage('newer', [newer]);
    expect(fresh.listings).toMatchObject({ updated: 1, stale: 0 });
    expect(await listing('HAR80330001')).toMatchObject({
      price: 3800,
      key_numeric: 80330001,
      photo_count: 0,
    });
    expect(await rows('SELECT 1 FROM listing_media WHERE listing_key_numeric = $1', [80330001])).toHaveLength(
      0,
    );
    expect(
      await rows(
        "SELECT to_char(event_date, 'YYYY-MM-DD') AS d, price::float8 AS price FROM listing_history WHERE listing_key_numeric = $1 AND event = 'PriceChange'",
        [80330001],
      ),
    ).toEqual([{ d: '2026-11-22', price: 3800 }]);
  });

  it('deletes a stored listing when an Expired record for it arrives', async () => {
    const expired = {
      ...fixture('BRK90000006'),
      StandardStatus: 'Expired',
      ModificationTimestamp: '2026-11-22T12:00:00Z',
    };
    const notShown = {
      ...fixture('ACT71220001'),
      InternetEntireListingDisplayYN: false,
      ModificationTimestamp: '2026-11-22T12:00:00Z',
    };
    const done = await importPage('expired', [expired, notShown]);
    expect(done.listings).toMatchObject({ removed: 2, notStored: 0 });
    expect(await listing('BRK90000006')).toBeUndefined();
    expect(await listing('ACT71220001')).toBeUndefined();
    expect(
      await rows('SELECT 1 FROM listing_media WHERE listing_key_numeric = ANY($1::int8[])', [
        [90000006, 71220001],
      ]),
    ).toEqual([]);
  });

  it('skips a record whose ListingId or ListingKeyNumeric belongs to another listing, and keeps its neighbours', async () => {
    const stamp = { ModificationTimestamp: '2026-11-22T13:00:00Z' };
    const sameMls = {
      ...fixture('BRK90000007'),
      ...stamp,
      ListingKey: 'NEW1',
      ListingKeyNumeric: 55501,
      ListingId: '8033001',
    };
    const sameNumber = {
      ...fixture('BRK90000007'),
      ...stamp,
      ListingKey: 'NEW2',
      ListingKeyNumeric: 80330002,
      ListingId: 'N2',
    };
    const good = {
      ...fixture('BRK90000007'),
      ...stamp,
      ListingKey: 'NEW3',
      ListingKeyNumeric: 55503,
      ListingId: 'N3',
    };
    const done = await importPage('conflicts', [sameMls, sameNumber, good]);
    expect(done.skipped.map(({ id, reason }) => [id, reason])).toEqual([
      ['NEW1', 'ListingId 8033001 already belongs to listing HAR80330001'],
      ['NEW2', 'ListingKeyNumeric 80330002 already belongs to listing HAR80330002'],
    ]);
    expect(done.listings.imported).toBe(1);
    expect(await listing('NEW3')).toMatchObject({ key_numeric: 55503 });
    expect(await listing('HAR80330002')).toMatchObject({ mls_num: '8033002' });
  });

  it('stores the same ListingId from two MLSs as two listings', async () => {
    const fromNtreis = {
      ...fixture('BRK90000007'),
      ListingKey: 'NTR1',
      ListingKeyNumeric: 55504,
      ListingId: '8033001',
      OriginatingSystemName: 'NTREIS',
      ModificationTimestamp: '2026-11-22T13:00:00Z',
    };
    const done = await importPage('two-mlss', [fromNtreis]);
    expect(done.skipped).toEqual([]);
    expect(await listing('NTR1')).toMatchObject({ mls_num: '8033001', originating_system_name: 'NTREIS' });
    expect(await listing('HAR80330001')).toMatchObject({
      mls_num: '8033001',
      originating_system_name: 'HAR',
    });
  });

  it('takes a listing down on MLS Grid deletions, full records and minimal ones alike', async () => {
    const full = {
      ...fixture('HAR80330005'),
      MlgCanView: false,
      ModificationTimestamp: '2026-11-23T08:00:00Z',
    };
    const minimal = {
      ListingKey: 'HAR80330004',
      ModificationTimestamp: '2026-11-23T08:00Z',
      MlgCanView: false,
    };
    const done = await importPage('mlg-deletions', [full, minimal]);
    expect(done.skipped).toEqual([]);
    expect(done.listings).toMatchObject({ removed: 2 });
    expect(await listing('HAR80330005')).toBeUndefined();
    expect(await listing('HAR80330004')).toBeUndefined();
  });

  it('imports members with an apostrophe in their e-mail, without one, and with a phone extension', async () => {
    const member = (key: string, changes: Record<string, unknown>) => ({
      MemberKey: key,
      MemberMlsId: key.replace('MK', 'M'),
      OfficeKey: 'ACT-OK-100',
      MemberStatus: 'Active',
      ...changes,
    });
    const file = join(scratch, 'members.json');
    writeFileSync(
      file,
      JSON.stringify({
        '@odata.context': '$metadata#Member',
        value: [
          member('ACT-MK-6001', {
            MemberFirstName: 'Sean',
            MemberLastName: "O'Brien",
            MemberEmail: "sean.o'brien@bluebonnetrealty.example",
            MemberOfficePhone: '512-555-0100 x12',
          }),
          member('ACT-MK-6002', { MemberFullName: 'Ana Ruiz', MemberMobilePhone: '(512) 555-0199' }),
          member('ACT-MK-6003', {
            MemberFullName: 'Lee Chan',
            MemberEmail: 'lee at bluebonnet',
            MemberMobilePhone: '512.555.0123 ext. 4',
          }),
        ],
      }),
    );
    const done = await importReso(db, [file]);
    expect(done.skipped).toEqual([]);
    expect(done.agents).toMatchObject({ imported: 3 });
    expect(
      await rows(
        "SELECT member_key, email, biz_phone, phone FROM agents WHERE member_key LIKE 'ACT-MK-600%' ORDER BY 1",
        [],
      ),
    ).toEqual([
      {
        member_key: 'ACT-MK-6001',
        email: "sean.o'brien@bluebonnetrealty.example",
        biz_phone: '5125550100',
        phone: '5125550100',
      },
      { member_key: 'ACT-MK-6002', email: '', biz_phone: '5125550199', phone: '5125550199' },
      { member_key: 'ACT-MK-6003', email: '', biz_phone: '5125550123', phone: '5125550123' },
    ]);
    expect(done.droppedFields).toEqual([
      expect.objectContaining({ resource: 'Member', id: 'ACT-MK-6003', field: 'MemberEmail' }),
    ]);
  });
});
