import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrokerage } from '../../server/data/generator/brokerage';
import { insertGeography } from '../../server/data/geography/insert-geography';
import { insertBrokerage } from '../../server/data/insert-brokerage';
import type { ResoFeed } from '../../server/reso/sync/reso-feed-config';
import { agentResponseSchema } from '../../src/contract';
import { openPhotoTestApp, type PhotoTestApp } from './support/open-photo-test-app';
import type { TestDb } from './support/open-test-db';
import { makeJpeg, type PhotoCdn } from './support/photo-cdn';
import { fixtureRecords } from './support/reso-feed-records';
import { type ResoRecord, type ResoServer, startResoServer } from './support/start-reso-server';
import { syncTestFeed, testFeed } from './support/sync-test-feed';

// The MLS's Media resource carries members' photos too (ResourceName 'Member', ResourceRecordKey the
// MemberKey): an agent's page shows their MLS photo, downloaded and served from our host like a
// listing's, and the portrait they had while it is not stored.

let photos: PhotoTestApp;
let testDb: TestDb;
let app: FastifyInstance;
let cdn: PhotoCdn;
let mls: ResoServer;
let feed: ResoFeed;

const MARIA = 'ACT-MK-5101'; // Maria Gonzalez of our North Austin office: the demo agent maria-gonzalez
const NOAH = 'ACT-MK-5190'; // Noah Brennan of our South Austin office: new to us, no portrait of ours
const PAT = 'ACT-MK-9001'; // Pat Rivera of another brokerage

function memberPhoto(key: string, memberKey: string, fields: ResoRecord): ResoRecord {
  return {
    MediaKey: key,
    ResourceName: 'Member',
    ResourceRecordKey: memberKey,
    MediaCategory: 'Agent Photo',
    Order: 1,
    ModificationTimestamp: '2026-11-20T10:00:00Z',
    ...fields,
  };
}

const sync = () => syncTestFeed(testDb, feed);
const pass = () => photos.pass();
const portrait = (dir: string) => photos.agentPhoto(dir);

beforeAll(async () => {
  photos = await openPhotoTestApp(async (db) => {
    await insertGeography(db);
    await insertBrokerage(db, buildBrokerage());
    await db.query("UPDATE agents SET is_featured = (matrix_dir = 'maria-gonzalez')");
  });
  ({ testDb, app, cdn } = photos);
  cdn.routes.set('/members/maria.jpg', await makeJpeg(600, { r: 180, g: 120, b: 90 }));
  mls = await startResoServer({
    data: {
      Office: fixtureRecords('office'),
      Member: fixtureRecords('member'),
      Media: [
        memberPhoto('MP-MARIA', MARIA, { MediaURL: `${cdn.url}/members/maria.jpg` }),
        memberPhoto('MP-MARIA-LOGO', MARIA, {
          MediaURL: `${cdn.url}/members/logo.png`,
          MediaCategory: 'Logo',
          Order: 2,
        }),
        memberPhoto('MP-NOAH', NOAH, { MediaURL: 'headshots/noah brennan.jpg' }),
        memberPhoto('MP-PAT', PAT, { MediaURL: `${cdn.url}/members/pat.jpg` }),
      ],
    },
    auth: { type: 'bearer', token: 'bridge-token' },
  });
  feed = testFeed({
    id: 'bridge',
    baseUrl: mls.url,
    auth: { type: 'bearer', token: 'bridge-token' },
    resources: ['Office', 'Member', 'Media'],
  });
});

afterAll(async () => {
  await mls?.close();
  await photos?.close();
});

describe("agents' photos from the MLS's Media resource", () => {
  it("downloads our agent's MLS photo and shows it from our host on their pages and the featured agents", async () => {
    const result = await sync();
    expect(result.status).toBe('ok');
    // Pat is another brokerage's member: not ours to store, and nothing to report.
    expect(result.report.skipped.filter((record) => record.resource === 'Media')).toEqual([
      expect.objectContaining({
        resource: 'Media',
        id: 'MP-NOAH',
        reason: expect.stringMatching(/MediaURL/),
      }),
    ]);
    // Until the photo is stored, the portrait the agent had; never the MLS's own URL.
    expect(await portrait('maria-gonzalez')).toBe('/photos/agents/maria-gonzalez.svg');

    expect(await pass()).toMatchObject({ stored: 1, failed: 0 });
    expect(cdn.requests.map((request) => request.path)).toEqual(['/members/maria.jpg']);
    const photo = await portrait('maria-gonzalez');
    expect(photo).toMatch(/^\/media\/[0-9a-f]{32}\/400\.jpg$/);
    const served = await app.inject(photo ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);

    const featured = await app.inject('/api/featuredAgents');
    expect(featured.body).toContain(`<img class="featured-agent-photo" src="${photo}" alt="Maria Gonzalez">`);
    expect(featured.body).not.toContain(cdn.url);
  });

  it('keeps the agent whose photo record is bad, with initials instead of a photo', async () => {
    const noah = await app.inject('/api/agentInfo/noah-brennan');
    expect(noah.statusCode).toBe(200);
    expect(v.parse(agentResponseSchema, noah.json()).data).toMatchObject({
      AgentChimeName: 'Noah Brennan',
      photo_url: null,
    });
  });

  it('fetches a changed photo again; one that cannot be fetched gives the agent their own portrait back', async () => {
    const before = await portrait('maria-gonzalez');
    cdn.routes.set('/members/maria-2026.jpg', await makeJpeg(500, { r: 60, g: 90, b: 160 }));
    mls.data.Media = [
      memberPhoto('MP-MARIA', MARIA, {
        MediaURL: `${cdn.url}/members/maria-2026.jpg`,
        ModificationTimestamp: '2026-11-21T10:00:00Z',
      }),
    ];
    expect((await sync()).report.media.applied).toBe(1);
    expect(await pass()).toMatchObject({ stored: 1, failed: 0 });
    const after = await portrait('maria-gonzalez');
    expect(after).toMatch(/^\/media\/[0-9a-f]{32}\/400\.jpg$/);
    expect(after).not.toBe(before);
    // The old photo's files are swept, as a listing's changed photo's are.
    expect((await app.inject(before ?? '')).statusCode).toBe(404);

    mls.data.Media = [
      memberPhoto('MP-MARIA', MARIA, {
        MediaURL: `${cdn.url}/members/gone.jpg`,
        ModificationTimestamp: '2026-11-22T10:00:00Z',
      }),
    ];
    await sync();
    expect(await pass()).toMatchObject({ stored: 0, failed: 1 });
    expect(await portrait('maria-gonzalez')).toBe('/photos/agents/maria-gonzalez.svg');
    const failure = await testDb.db.query('SELECT last_error FROM agent_photos WHERE media_key = $1', [
      'MP-MARIA',
    ]);
    expect(failure.rows).toEqual([{ last_error: 'HTTP 404' }]);
  });

  it("drops an agent's photo with the agent when the member leaves the brokerage", async () => {
    mls.data.Member = fixtureRecords('member').map((member) =>
      member.MemberKey === MARIA
        ? { ...member, MemberStatus: 'Inactive', ModificationTimestamp: '2026-11-23T10:00:00Z' }
        : member,
    );
    mls.data.Media = [];
    await sync();
    expect((await app.inject('/api/agentInfo/maria-gonzalez')).statusCode).toBe(404);
    const rows = await testDb.db.query('SELECT media_key FROM agent_photos');
    expect(rows.rows).toEqual([]);
  });
});
