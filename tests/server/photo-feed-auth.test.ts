import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/data/seed';
import { localPhotoStore } from '../../server/photos/local-photo-store';
import { createRateGate } from '../../server/photos/rate-gate';
import { runPhotoPass } from '../../server/photos/run-photo-pass';
import { feedPhotoAuthorization } from '../../server/reso/sync/feed-photo-authorization';
import { parseResoFeeds } from '../../server/reso/sync/reso-feed-config';
import { openTestDb, type TestDb } from './support/open-test-db';
import { makeJpeg, type PhotoCdn, startPhotoCdn } from './support/photo-cdn';
import { TEST_TODAY } from './support/test-app';

// MLS Grid's media URLs answer only with the feed's access token; Bridge's and Trestle's are public CDN
// links, which must never be handed the token.

let testDb: TestDb;
let folder: string;
let mlsGridMedia: PhotoCdn;
let publicCdn: PhotoCdn;
let keys: number[];

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 5, seed: 9, today: TEST_TODAY });
  folder = await mkdtemp(join(tmpdir(), 'bluebonnet-photo-auth-'));
  mlsGridMedia = await startPhotoCdn();
  mlsGridMedia.requireAuthorization = 'Bearer mlsgrid-access-token';
  publicCdn = await startPhotoCdn();
  const found = await testDb.db.query<{ key: number }>(
    'SELECT listing_key_numeric::float8 AS key FROM listings ORDER BY listing_key_numeric LIMIT 3',
  );
  keys = found.rows.map((row) => row.key);
});
afterAll(async () => {
  await mlsGridMedia?.close();
  await publicCdn?.close();
  await testDb?.close();
  await rm(folder, { recursive: true, force: true });
});

async function givePhoto(key: number | undefined, feedId: string | null, url: string): Promise<void> {
  await testDb.db.query('UPDATE listings SET feed_id = $2 WHERE listing_key_numeric = $1', [key, feedId]);
  await testDb.db.query('DELETE FROM listing_media WHERE listing_key_numeric = $1', [key]);
  await testDb.db.query(
    `INSERT INTO listing_media (listing_key_numeric, img_order, media_url, long_description)
     VALUES ($1, 1, $2, NULL)`,
    [key, url],
  );
}

describe("photos fetched with their feed's token where the vendor asks for it", () => {
  it("sends MLS Grid's token to its media host, and no token to a public CDN or for a file's listing", async () => {
    const feeds = parseResoFeeds(
      JSON.stringify([
        {
          id: 'actris',
          baseUrl: 'https://api.mlsgrid.example/v2',
          auth: { type: 'bearer', token: 'mlsgrid-access-token' },
          mediaAuth: true,
        },
        {
          id: 'har',
          baseUrl: 'https://api.bridge.example/OData/har',
          auth: { type: 'bearer', token: 'bridge-server-token' },
        },
      ]),
    );
    mlsGridMedia.routes.set('/actris/1.jpg', await makeJpeg(400, { r: 9, g: 99, b: 9 }));
    publicCdn.routes.set('/har/1.jpg', await makeJpeg(400, { r: 99, g: 9, b: 9 }));
    publicCdn.routes.set('/file/1.jpg', await makeJpeg(400, { r: 9, g: 9, b: 99 }));
    await givePhoto(keys[0], 'actris', `${mlsGridMedia.url}/actris/1.jpg`);
    await givePhoto(keys[1], 'har', `${publicCdn.url}/har/1.jpg`);
    await givePhoto(keys[2], null, `${publicCdn.url}/file/1.jpg`);
    const result = await runPhotoPass({
      db: testDb.db,
      store: localPhotoStore(folder),
      concurrency: 2,
      gate: createRateGate(0),
      timeoutMs: 2_000,
      authorization: feedPhotoAuthorization(feeds),
    });
    expect(result).toMatchObject({ stored: 3, failed: 0 });
    expect(mlsGridMedia.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer mlsgrid-access-token',
    ]);
    expect(publicCdn.requests.map((request) => [request.path, request.headers.authorization])).toEqual(
      expect.arrayContaining([
        ['/har/1.jpg', undefined],
        ['/file/1.jpg', undefined],
      ]),
    );
  });

  it('refuses a feed setting that is not true or false', () => {
    expect(() =>
      parseResoFeeds(
        JSON.stringify([
          { id: 'x', baseUrl: 'https://a.example', auth: { type: 'bearer', token: 't' }, mediaAuth: 'yes' },
        ]),
      ),
    ).toThrow(/mediaAuth must be true or false/);
  });
});
