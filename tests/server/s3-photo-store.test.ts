import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/data/seed';
import { createRateGate } from '../../server/photos/rate-gate';
import { runPhotoPass } from '../../server/photos/run-photo-pass';
import { s3PhotoStore } from '../../server/photos/s3-photo-store';
import { openTestDb, type TestDb } from './support/open-test-db';
import { makeJpeg, type PhotoCdn, startPhotoCdn } from './support/photo-cdn';
import { type S3StandIn, startS3StandIn } from './support/s3-stand-in';
import { buildTestApp, TEST_TODAY } from './support/test-app';

let testDb: TestDb;
let s3: S3StandIn;
let cdn: PhotoCdn;

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 5, seed: 4, today: TEST_TODAY });
  s3 = await startS3StandIn();
  cdn = await startPhotoCdn();
  cdn.routes.set('/house.jpg', await makeJpeg(1600, { r: 120, g: 80, b: 40 }));
});
afterAll(async () => {
  await cdn?.close();
  await s3?.close();
  await testDb?.close();
});

const settings = () => ({
  endpoint: s3.url,
  bucket: s3.bucket,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
});

describe('photos in S3-compatible storage', () => {
  it('stores the photo in the bucket with signed requests and serves its sizes from our host', async () => {
    const store = s3PhotoStore(settings());
    const [listing] = (
      await testDb.db.query<{ key: number }>(
        'SELECT listing_key_numeric::float8 AS key FROM listings LIMIT 1',
      )
    ).rows;
    await testDb.db.query('DELETE FROM listing_media WHERE listing_key_numeric = $1', [listing?.key]);
    await testDb.db.query(
      'INSERT INTO listing_media (listing_key_numeric, img_order, media_url) VALUES ($1, 1, $2)',
      [listing?.key, `${cdn.url}/house.jpg`],
    );
    const result = await runPhotoPass({ db: testDb.db, store, concurrency: 2, gate: createRateGate(0) });
    expect(result.stored).toBe(1);
    expect(s3.refused).toEqual([]);
    // The download is stored once, as the full-screen JPEG every other size is made from.
    expect([...s3.objects.keys()]).toEqual([expect.stringMatching(/^[0-9a-f]{32}\/1920\.jpg$/)]);
    const id = [...s3.objects.keys()][0]?.split('/')[0];

    const app = await buildTestApp(testDb.db, store);
    const served = await app.inject(`/media/${id}/800.webp`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Made on that first request and kept in the bucket for the next.
    const kept = s3.objects.get(`${id}/800.webp`);
    expect(kept?.type).toBe('image/webp');
    expect(kept && served.rawPayload.equals(kept.bytes)).toBe(true);
    expect(s3.refused).toEqual([]);
    await app.close();
  });

  it('fails a request whose signature the bucket refuses', async () => {
    const store = s3PhotoStore({ ...settings(), secretAccessKey: 'not-the-secret' });
    await expect(store.put('x/400.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/HTTP 403/);
    expect(s3.refused.at(-1)).toBe('signature mismatch');
  });
});
