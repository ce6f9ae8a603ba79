import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrokerage } from '../../server/data/generator/brokerage';
import { insertGeography } from '../../server/data/geography/insert-geography';
import { insertBrokerage } from '../../server/data/insert-brokerage';
import type { Db } from '../../server/db/db';
import { importReso } from '../../server/reso/import-reso';
import { openTestDb, type TestDb } from './support/open-test-db';

const fixtures = join(import.meta.dirname, '../fixtures/reso');
let testDb: TestDb;
let db: Db;
let scratch: string;

function page(name: string, context: string | null, records: unknown[]): string {
  const file = join(scratch, `${name}.json`);
  const body = context === null ? { value: records } : { '@odata.context': context, value: records };
  writeFileSync(file, JSON.stringify(body));
  return file;
}

async function openHouses(listingKey: string) {
  const found = await db.query<{ d: string; s: string; remarks: string | null }>(
    `SELECT to_char(open_date, 'YYYY-MM-DD') AS d, to_char(start_time, 'HH24:MI') AS s, remarks
       FROM open_houses o JOIN listings l USING (listing_key_numeric)
      WHERE l.listing_key = $1 ORDER BY open_date, start_time`,
    [listingKey],
  );
  return found.rows;
}

async function photos(listingKey: string) {
  const found = await db.query<{ img_order: number; media_url: string; photo_count: number }>(
    `SELECT m.img_order, m.media_url, l.photo_count FROM listing_media m JOIN listings l USING (listing_key_numeric)
      WHERE l.listing_key = $1 ORDER BY m.img_order`,
    [listingKey],
  );
  return found.rows;
}

beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  await insertGeography(db);
  await insertBrokerage(db, buildBrokerage());
  scratch = mkdtempSync(join(tmpdir(), 'bb-reso-pages-'));
  await importReso(db, [fixtures]);
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await testDb?.close();
});

const openHouse = (key: string, fields: Record<string, unknown>) => ({
  OpenHouseKey: key,
  ListingKey: 'ACT71220003',
  OpenHouseDate: '2026-12-06',
  OpenHouseStartTime: '2026-12-06T18:00:00Z',
  OpenHouseEndTime: '2026-12-06T20:00:00Z',
  OpenHouseStatus: 'Active',
  ModificationTimestamp: '2026-11-21T10:00:00Z',
  ...fields,
});
const photo = (key: string, fields: Record<string, unknown>) => ({
  MediaKey: key,
  ResourceRecordKey: 'HAR80330001',
  ResourceName: 'Property',
  MediaCategory: 'Photo',
  MediaModificationTimestamp: '2026-11-21T10:00:00Z',
  ModificationTimestamp: '2026-11-21T10:00:00Z',
  ...fields,
});

describe('OpenHouse and Media pages sent as their own resources', () => {
  it('stores open houses of an OpenHouse page, found by @odata.context or by their fields', async () => {
    const before = await openHouses('ACT71220003');
    const report = await importReso(db, [
      page('oh-context', '$metadata#OpenHouse', [openHouse('OH-1', { OpenHouseRemarks: 'Cider served' })]),
      // No context: the records' OpenHouseKey says what they are, though they carry a ListingKey too.
      page('oh-fields', null, [
        openHouse('OH-2', { OpenHouseDate: '2026-12-07', OpenHouseStartTime: '11:00' }),
      ]),
    ]);
    expect(report.pages).toMatchObject({ Property: 0, OpenHouse: 2 });
    expect(report.openHouses).toEqual({ applied: 2, removed: 0, ignored: 0 });
    expect(report.skipped).toEqual([]);
    expect(await openHouses('ACT71220003')).toEqual([
      ...before,
      { d: '2026-12-06', s: '12:00', remarks: 'Cider served' },
      { d: '2026-12-07', s: '11:00', remarks: null },
    ]);
  });

  it('updates an open house by its key, takes a cancelled one down, and reports one of an unknown listing', async () => {
    const report = await importReso(db, [
      page('oh-again', '$metadata#OpenHouse', [
        openHouse('OH-1', { OpenHouseStartTime: '2026-12-06T19:00:00Z', OpenHouseRemarks: 'Moved an hour' }),
        openHouse('OH-2', { OpenHouseStatus: 'Cancelled' }),
        openHouse('OH-3', { ListingKey: 'NOPE-1' }),
      ]),
    ]);
    expect(report.openHouses).toEqual({ applied: 1, removed: 1, ignored: 0 });
    expect(report.skipped).toEqual([
      expect.objectContaining({
        resource: 'OpenHouse',
        id: 'OH-3',
        reason: expect.stringContaining('NOPE-1'),
      }),
    ]);
    expect((await openHouses('ACT71220003')).filter((open) => open.d >= '2026-12-06')).toEqual([
      { d: '2026-12-06', s: '13:00', remarks: 'Moved an hour' },
    ]);
  });

  it("replaces a listing's photos from a Media page in the feed's Order, and takes one down", async () => {
    const url = (n: number) => `https://media.example.com/har80330001/m${n}.jpg`;
    const report = await importReso(db, [
      page('media', '$metadata#Media', [
        photo('M-2', { MediaURL: url(2), Order: 3 }),
        photo('M-1', { MediaURL: url(1), Order: 2 }),
        photo('M-9', { MediaURL: 'https://media.example.com/x.pdf', Order: 9, MediaCategory: 'Document' }),
        photo('M-A', { MediaURL: url(5), Order: 1, ResourceName: 'Member' }),
      ]),
    ]);
    expect(report.pages).toMatchObject({ Property: 0, Media: 1 });
    expect(report.skipped).toEqual([]);
    const stored = await photos('HAR80330001');
    // The photo that came expanded with the listing, then the two in Order.
    expect(stored.map((row) => row.media_url).slice(-2)).toEqual([url(1), url(2)]);
    expect(stored.map((row) => row.img_order)).toEqual(stored.map((_, index) => index + 1));
    expect(stored[0]?.photo_count).toBe(stored.length);

    await importReso(db, [
      page('media-2', null, [
        photo('M-1', { MediaURL: url(3), Order: 3, MediaModificationTimestamp: '2026-11-22T10:00:00Z' }),
        photo('M-2', { MlgCanView: false }),
        // Older than what is stored: ignored.
        photo('M-1', { MediaURL: url(4), Order: 4, MediaModificationTimestamp: '2026-11-20T10:00:00Z' }),
      ]),
    ]);
    const after = await photos('HAR80330001');
    expect(after.map((row) => row.media_url).slice(-1)).toEqual([url(3)]);
    expect(after.some((row) => row.media_url === url(2) || row.media_url === url(4))).toBe(false);
    expect(after[0]?.photo_count).toBe(after.length);
  });
});

describe('members who leave', () => {
  it('takes down the agent page of a member turned inactive or gone to another office; listings lose the link', async () => {
    const agent = async (memberKey: string) =>
      (await db.query('SELECT matrix_dir FROM agents WHERE member_key = $1', [memberKey])).rows[0];
    const linked = async (matrixDir: string) =>
      (await db.query('SELECT 1 FROM listings WHERE list_agent_matrix_dir = $1', [matrixDir])).rows.length;
    expect(await agent('ACT-MK-5101')).toEqual({ matrix_dir: 'maria-gonzalez' });
    expect(await linked('maria-gonzalez')).toBeGreaterThan(0);
    expect(await agent('HAR-MK-7201')).toBeDefined();
    const report = await importReso(db, [
      page('members', '$metadata#Member', [
        // A minimal record with only the key and the status is enough.
        { MemberKey: 'ACT-MK-5101', MemberStatus: 'Inactive' },
        {
          MemberKey: 'HAR-MK-7201',
          MemberFullName: 'Jasmine Walker',
          MemberEmail: 'jasmine@otherbrokerage.example',
          MemberOfficePhone: '713-555-0329',
          OfficeKey: 'HAR-OK-OTHER',
          MemberStatus: 'Active',
        },
      ]),
    ]);
    expect(report.agents).toEqual({ imported: 0, updated: 0, ignored: 2, removed: 2 });
    expect(await agent('ACT-MK-5101')).toBeUndefined();
    expect(await agent('HAR-MK-7201')).toBeUndefined();
    expect(await linked('maria-gonzalez')).toBe(0);
    expect((await db.query("SELECT 1 FROM listings WHERE listing_key = 'ACT71220001'")).rows).toHaveLength(1);
  });
});
