import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrokerage } from '../../server/data/generator/brokerage';
import { insertGeography } from '../../server/data/geography/insert-geography';
import { insertBrokerage } from '../../server/data/insert-brokerage';
import type { ResoFeed } from '../../server/reso/sync/reso-feed-config';
import { openPhotoTestApp, type PhotoTestApp } from './support/open-photo-test-app';
import { makeJpeg } from './support/photo-cdn';
import { fixtureRecords } from './support/reso-feed-records';
import { type ResoRecord, type ResoServer, startResoServer } from './support/start-reso-server';
import { syncTestFeed, testFeed } from './support/sync-test-feed';

// MLS Grid sends a member's photos inside the Member record, asked with `Member?$expand=Media`, not as
// Media records of their own: an agent's page shows that photo, downloaded and served from our host, as
// it shows one sent on its own.

let photos: PhotoTestApp;
let mls: ResoServer;
let feed: ResoFeed;

const MARIA = 'ACT-MK-5101'; // Maria Gonzalez of our North Austin office: the demo agent maria-gonzalez
const NOAH = 'ACT-MK-5190'; // Noah Brennan of our South Austin office: new to us, no portrait of ours

/** An expanded Media item as MLS Grid nests it in a Member record. */
function nestedPhoto(key: string, memberKey: string, fields: ResoRecord): ResoRecord {
  return {
    MediaKey: key,
    ResourceRecordKey: memberKey,
    ResourceName: 'Member',
    OriginatingSystemName: 'ACTRIS',
    MediaCategory: 'Photo',
    Order: 0,
    MediaModificationTimestamp: '2026-11-20T10:00:00Z',
    MlgCanView: true,
    ...fields,
  };
}

/** Our fixture members as MLS Grid sends them, those named here with these expanded photos. */
function members(media: Record<string, ResoRecord[]>, modifiedAt: string): ResoRecord[] {
  return fixtureRecords('member').map((member) => {
    const key = String(member.MemberKey);
    const own = media[key];
    const sent = { ...member, OriginatingSystemName: 'ACTRIS', MlgCanView: true };
    return own === undefined ? sent : { ...sent, Media: own, ModificationTimestamp: modifiedAt };
  });
}

const sync = () => syncTestFeed(photos.testDb, feed);
const portrait = (dir: string) => photos.agentPhoto(dir);

beforeAll(async () => {
  photos = await openPhotoTestApp(async (db) => {
    await insertGeography(db);
    await insertBrokerage(db, buildBrokerage());
  });
  photos.cdn.routes.set('/members/maria.jpg', await makeJpeg(600, { r: 180, g: 120, b: 90 }));
  mls = await startResoServer({
    data: {
      Office: fixtureRecords('office').map((office) => ({ ...office, OriginatingSystemName: 'ACTRIS' })),
      Member: members(
        {
          [MARIA]: [nestedPhoto('MLG-MP-MARIA', MARIA, { MediaURL: `${photos.cdn.url}/members/maria.jpg` })],
          // A photo MLS Grid sent without a usable URL: reported, and Noah keeps his page.
          [NOAH]: [nestedPhoto('MLG-MP-NOAH', NOAH, { MediaURL: 'headshots/noah brennan.jpg' })],
        },
        '2026-11-20T10:00:00Z',
      ),
    },
    auth: { type: 'bearer', token: 'mlsgrid-token' },
    requireFilter: "OriginatingSystemName eq 'actris'",
  });
  feed = testFeed({
    id: 'actris',
    baseUrl: mls.url,
    auth: { type: 'bearer', token: 'mlsgrid-token' },
    resources: ['Office', 'Member'],
    filter: "OriginatingSystemName eq 'actris'",
    expandMemberMedia: true,
  });
});

afterAll(async () => {
  await mls?.close();
  await photos?.close();
});

describe("agents' photos nested in MLS Grid's Member records", () => {
  it('asks for the members with their photos, stores ours, and reports a bad one keeping its agent', async () => {
    const result = await sync();
    expect(result.status).toBe('ok');
    expect(mls.requests.filter((path) => path.startsWith('/Member?'))).toEqual([
      expect.stringContaining('$expand=Media'),
    ]);
    expect(result.report.media).toMatchObject({ applied: 1 });
    expect(result.report.skipped).toEqual([
      expect.objectContaining({
        resource: 'Media',
        id: 'MLG-MP-NOAH',
        reason: expect.stringMatching(/MediaURL/),
      }),
    ]);
    expect(await portrait('noah-brennan')).toBeNull();
    // Until the photo is stored, the portrait Maria had; never the MLS's own URL.
    expect(await portrait('maria-gonzalez')).toBe('/photos/agents/maria-gonzalez.svg');

    expect(await photos.pass()).toMatchObject({ stored: 1, failed: 0 });
    expect(photos.cdn.requests.map((request) => request.path)).toEqual(['/members/maria.jpg']);
    expect(await portrait('maria-gonzalez')).toMatch(/^\/media\/[0-9a-f]{32}\/400\.jpg$/);
  });

  it("takes the photo down once the member's record no longer holds it", async () => {
    mls.data.Member = members({ [MARIA]: [] }, '2026-11-21T10:00:00Z');
    const result = await sync();
    expect(result.report.media).toMatchObject({ removed: 1 });
    expect(await portrait('maria-gonzalez')).toBe('/photos/agents/maria-gonzalez.svg');
  });
});
