import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../server/data/seed';
import type { PhotoStore } from '../../server/photos/photo-store';
import type { PhotoPassOptions } from '../../server/photos/run-photo-pass';
import { startPhotoPipeline } from '../../server/photos/start-photo-pipeline';
import { importReso } from '../../server/reso/import-reso';
import { encodeListingsQuery } from '../../src/contract';
import { openPhotoTestApp, type PhotoTestApp } from './support/open-photo-test-app';
import type { TestDb } from './support/open-test-db';
import { makeJpeg, type PhotoCdn } from './support/photo-cdn';
import { TEST_TODAY } from './support/test-app';

let photos: PhotoTestApp;
let testDb: TestDb;
let app: FastifyInstance;
let cdn: PhotoCdn;
let folder: string;
let store: PhotoStore;
let key: number;

const pass = (extra: Partial<PhotoPassOptions> = {}) => photos.pass(extra);

/** Gives listing `key` these photo URLs, as the RESO importer writes an imported listing's media. */
async function setMedia(urls: string[], modifiedAt: string | null = null): Promise<void> {
  await testDb.db.transaction(async (tx) => {
    await tx.query('DELETE FROM listing_media WHERE listing_key_numeric = $1', [key]);
    for (const [index, url] of urls.entries())
      await tx.query(
        `INSERT INTO listing_media (listing_key_numeric, img_order, media_url, long_description, media_modified_at)
         VALUES ($1, $2, $3, NULL, $4)`,
        [key, index + 1, url, modifiedAt],
      );
    await tx.query('UPDATE listings SET photo_count = $2 WHERE listing_key_numeric = $1', [key, urls.length]);
  });
}

const images = async () => (await app.inject(`/api/v1/listings/${key}/images`)).json().data;
const photoIds = async (): Promise<(string | null)[] | null> =>
  (await app.inject(`/api/listingsItem/${key}`)).json().data.photo_ids;
const storedFolders = async () => (await readdir(folder).catch(() => [])).sort();

beforeAll(async () => {
  photos = await openPhotoTestApp((db) => seed(db, { count: 20, seed: 3, today: TEST_TODAY }));
  ({ testDb, app, cdn, folder, store } = photos);
  const found = await testDb.db.query<{ key: number }>(
    'SELECT listing_key_numeric::float8 AS key FROM listings ORDER BY listing_key_numeric LIMIT 1',
  );
  key = found.rows[0]?.key ?? 0;
  cdn.routes.set('/a.jpg', await makeJpeg(2400, { r: 200, g: 40, b: 40 }));
  cdn.routes.set('/b.jpg', await makeJpeg(1000, { r: 40, g: 200, b: 40 }));
});

afterAll(async () => {
  await photos?.close();
});

beforeEach(async () => {
  cdn.requireAuthorization = null;
  await setMedia([`${cdn.url}/a.jpg`, `${cdn.url}/b.jpg`]);
  await pass();
  cdn.requests.length = 0;
});

describe('the MLS photo pipeline', () => {
  it('shows an imported listing no drawing and hotlinks nothing before its photos are stored', async () => {
    await setMedia([`${cdn.url}/new.jpg`]);
    expect((await app.inject(`/photos/${key}/1.svg`)).statusCode).toBe(404);
    expect(await images()).toEqual([]);
    expect(await photoIds()).toEqual([null]);
  });

  it('downloads, resizes and serves every photo from our own host with immutable caching', async () => {
    const ids = await photoIds();
    expect(ids).toHaveLength(2);
    const [first, second] = await images();
    expect(first.MediaURL).toBe(`/media/${ids?.[0]}/1920.jpg`);
    expect(second.photo_id).toBe(ids?.[1]);
    for (const [file, type] of [
      ['400.avif', 'image/avif'],
      ['800.webp', 'image/webp'],
      ['1920.jpg', 'image/jpeg'],
    ]) {
      const response = await app.inject(`/media/${ids?.[0]}/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const card = await sharp((await app.inject(`/media/${ids?.[0]}/400.jpg`)).rawPayload).metadata();
    expect([card.width, card.height]).toEqual([400, 267]);
    // A 1000-pixel photo is never blown up: its 1280 and 1920 sizes are its own 1000 pixels.
    const large = await sharp((await app.inject(`/media/${ids?.[1]}/1920.webp`)).rawPayload).metadata();
    expect(large.width).toBe(1000);
    expect((await app.inject(`/media/${'0'.repeat(32)}/800.jpg`)).statusCode).toBe(404);
    expect((await app.inject(`/media/${ids?.[0]}/801.jpg`)).statusCode).toBe(404);
  });

  it('uses our host for the listing page, its JSON-LD and its Open Graph image', async () => {
    const ids = await photoIds();
    const { url } = (await app.inject(`/api/listingsItem/${key}`)).json().data;
    const path = `/${url.replace(/\.html$/, '')}`;
    const page = await app.inject({ url: path, headers: { host: 'bluebonnet.example' } });
    expect(page.statusCode).toBe(200);
    const photo = `http://bluebonnet.example/media/${ids?.[0]}/1280.jpg`;
    expect(page.body).toContain(`<meta property="og:image" content="${photo}">`);
    // Shared on X too, the photo fills a large card.
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page.body).toContain(`<meta name="twitter:image" content="${photo}">`);
    expect(page.body).toContain(`"image":["${photo}",`);
    expect(page.body).not.toContain(cdn.url);
  });

  it('does not download a stored photo again on the next pass', async () => {
    const result = await pass();
    expect(result.stored).toBe(0);
    expect(cdn.requests).toEqual([]);
  });

  it('records a failed download, shows the placeholder meanwhile, and retries it later', async () => {
    cdn.routes.set('/flaky.jpg', 503);
    await setMedia([
      `${cdn.url}/a.jpg`,
      `${cdn.url}/flaky.jpg`,
      `${cdn.url}/gone.jpg`,
      `${cdn.url}/slow.jpg`,
    ]);
    cdn.routes.set('/slow.jpg', 'slow');
    const result = await pass();
    expect(result.failed).toBe(3);
    const errors = await testDb.db.query<{ img_order: number; last_error: string; later: boolean }>(
      `SELECT img_order, last_error, next_attempt_at > now() + interval '30 seconds' AS later
         FROM listing_photos WHERE listing_key_numeric = $1 AND photo_id IS NULL ORDER BY img_order`,
      [key],
    );
    expect(errors.rows).toEqual([
      { img_order: 2, last_error: 'HTTP 503', later: true },
      { img_order: 3, last_error: 'HTTP 404', later: true },
      { img_order: 4, last_error: 'no answer within 1000 ms', later: true },
    ]);
    expect((await images()).map((image: { img_order: number }) => image.img_order)).toEqual([1]);
    expect((await photoIds())?.slice(1)).toEqual([null, null, null]);
    // Not before its time…
    expect((await pass()).failed).toBe(0);
    // …then again, and this time the CDN answers.
    cdn.routes.set('/flaky.jpg', await makeJpeg(600, { r: 1, g: 2, b: 3 }));
    await testDb.db.query('UPDATE listing_photos SET next_attempt_at = now() WHERE img_order = 2');
    expect((await pass()).stored).toBe(1);
    expect((await images()).map((image: { img_order: number }) => image.img_order)).toEqual([1, 2]);
  });

  it('fetches a changed photo again under a new URL and deletes the old files', async () => {
    const [before] = (await photoIds()) ?? [];
    cdn.routes.set('/c.jpg', await makeJpeg(800, { r: 10, g: 10, b: 200 }));
    await setMedia([`${cdn.url}/c.jpg`, `${cdn.url}/b.jpg`]);
    await pass();
    const [after, kept] = (await photoIds()) ?? [];
    expect(after).not.toBe(before);
    expect((await app.inject(`/media/${after}/800.jpg`)).statusCode).toBe(200);
    expect((await app.inject(`/media/${before}/800.jpg`)).statusCode).toBe(404);
    expect(await storedFolders()).toEqual([after, kept].sort());
  });

  it('fetches a photo again when its MediaModificationTimestamp is newer than what was fetched', async () => {
    cdn.routes.set('/a.jpg', await makeJpeg(900, { r: 90, g: 90, b: 0 }));
    const [before] = (await photoIds()) ?? [];
    await setMedia([`${cdn.url}/a.jpg`, `${cdn.url}/b.jpg`], '2020-01-01T00:00:00Z');
    await pass();
    expect(cdn.requests).toEqual([]);
    await setMedia([`${cdn.url}/a.jpg`, `${cdn.url}/b.jpg`], '2099-01-01T00:00:00Z');
    await pass();
    expect(cdn.requests.map((request) => request.path).sort()).toEqual(['/a.jpg', '/b.jpg']);
    expect((await photoIds())?.[0]).not.toBe(before);
    cdn.routes.set('/a.jpg', await makeJpeg(2400, { r: 200, g: 40, b: 40 }));
  });

  it('deletes the files of a photo the listing no longer has', async () => {
    const [, second] = (await photoIds()) ?? [];
    await setMedia([`${cdn.url}/a.jpg`]);
    await pass();
    expect((await app.inject(`/media/${second}/400.jpg`)).statusCode).toBe(404);
    expect(await storedFolders()).toEqual((await photoIds()) ?? []);
  });

  it('sends the feed token the authorization provider gives for a photo host that wants one', async () => {
    cdn.requireAuthorization = 'Bearer feed-token';
    cdn.routes.set('/private.jpg', await makeJpeg(500, { r: 5, g: 5, b: 5 }));
    await setMedia([`${cdn.url}/private.jpg`]);
    await pass({ authorization: (url) => (url.origin === cdn.url ? 'Bearer feed-token' : null) });
    expect((await photoIds())?.[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('resumes a pass stopped midway: what was stored stays, the rest is stored next time', async () => {
    const urls = Array.from({ length: 6 }, (_, n) => `${cdn.url}/p${n}.jpg`);
    for (const [n, url] of urls.entries())
      cdn.routes.set(new URL(url).pathname, await makeJpeg(300 + n, { r: n * 30, g: 0, b: 0 }));
    await setMedia(urls);
    let done = 0;
    const first = await pass({ concurrency: 1, stopping: () => done++ >= 3 });
    expect(first.stored).toBeGreaterThan(0);
    expect(first.stored).toBeLessThan(6);
    // The stopped pass's claimed photos wait for their lease; a restarted server finds them due again.
    await testDb.db.query('UPDATE listing_photos SET next_attempt_at = now() WHERE photo_id IS NULL');
    cdn.requests.length = 0;
    const second = await pass();
    expect(first.stored + second.stored).toBe(6);
    expect(cdn.requests).toHaveLength(second.stored);
    expect(await photoIds()).toHaveLength(6);
    expect((await photoIds())?.every((id) => id !== null)).toBe(true);
  });

  it("stores an imported RESO listing's photos, and fetches one again when the feed says it changed", async () => {
    const fixture = await readFile(new URL('../fixtures/reso/property.json', import.meta.url), 'utf8');
    const page = JSON.parse(fixture.replaceAll('https://media.example.com', cdn.url));
    // The CDN fails at first: the photos are known but not stored.
    for (const n of [1, 2, 4]) cdn.routes.set(`/act71220001/${n}.jpg`, 503);
    const file = join(folder, 'property.json');
    const importPage = async (records: unknown[]) => {
      await writeFile(file, JSON.stringify({ ...page, value: records }));
      await importReso(testDb.db, [file]);
    };
    const record = page.value.find((item: { ListingKey: string }) => item.ListingKey === 'ACT71220001');
    await importPage([record]);
    // The list's answer, asked before and after the photos are stored: the card learns of them.
    const query = encodeListingsQuery({
      filters: { city: 'austin' },
      moreFilters: { status: { active: true } },
    });
    const listed = async () =>
      (await app.inject(`/api/v1/listings/${query}`))
        .json()
        .data.listings.find((item: { ListingKey: string }) => item.ListingKey === 'ACT71220001')?.photo_ids;
    await pass();
    expect(await listed()).toEqual([null, null, null]);
    for (const n of [1, 2, 4])
      cdn.routes.set(`/act71220001/${n}.jpg`, await makeJpeg(640 + n, { r: n, g: 9, b: 9 }));
    await testDb.db.query('UPDATE listing_photos SET next_attempt_at = now()');
    await pass();
    expect((await listed())?.every((id: string | null) => id !== null)).toBe(true);
    const stored = await testDb.db.query<{ key: number }>(
      `SELECT listing_key_numeric::float8 AS key FROM listings WHERE listing_key = 'ACT71220001'`,
    );
    const imported = stored.rows[0]?.key;
    const ids = async () => (await app.inject(`/api/listingsItem/${imported}`)).json().data.photo_ids;
    const before = await ids();
    expect(before).toHaveLength(3);
    expect(before.every((id: string | null) => id !== null)).toBe(true);

    cdn.requests.length = 0;
    cdn.routes.set('/act71220001/1.jpg', await makeJpeg(700, { r: 250, g: 250, b: 9 }));
    const later = '2099-01-01T00:00:00Z';
    const changed = {
      ...record,
      ModificationTimestamp: later,
      Media: record.Media.map((media: { MediaURL: string }) =>
        media.MediaURL.endsWith('/1.jpg') ? { ...media, MediaModificationTimestamp: later } : media,
      ),
    };
    await importPage([changed]);
    await pass();
    expect(cdn.requests.map((request) => request.path)).toEqual(['/act71220001/1.jpg']);
    const after = await ids();
    expect(after[0]).not.toBe(before[0]);
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it('serves photos upright, at most full-screen size, without the EXIF the MLS sent', async () => {
    const jpeg = (width: number) =>
      sharp({ create: { width, height: (width * 2) / 3, channels: 3, background: '#369' } });
    cdn.routes.set(
      '/exif.jpg',
      await jpeg(900)
        .withExif({ IFD0: { Artist: 'Owner at 30.2672, -97.7431' } })
        .jpeg()
        .toBuffer(),
    );
    cdn.routes.set('/sideways.jpg', await jpeg(600).withMetadata({ orientation: 6 }).jpeg().toBuffer());
    const sent = cdn.routes.get('/exif.jpg');
    expect(Buffer.isBuffer(sent) && (await sharp(sent).metadata()).exif).toBeTruthy();
    await setMedia([`${cdn.url}/exif.jpg`, `${cdn.url}/sideways.jpg`, `${cdn.url}/a.jpg`]);
    await pass();
    const [exif, sideways, large] = (await photoIds()) ?? [];
    const shown = async (id: string | null | undefined, file: string) =>
      sharp((await app.inject(`/media/${id}/${file}`)).rawPayload).metadata();
    const plain = await shown(exif, '1920.jpg');
    expect([plain.width, plain.exif]).toEqual([900, undefined]);
    const upright = await shown(sideways, '1920.jpg');
    expect([upright.width, upright.height, upright.orientation ?? 1]).toEqual([400, 600, 1]);
    expect((await shown(large, '1920.jpg')).width).toBe(1920);
    expect((await shown(exif, '400.webp')).exif).toBeUndefined();
  });

  it("has the cards' sizes of a listing's first photo ready before anyone asks, the rest made on request", async () => {
    cdn.routes.set('/first.jpg', await makeJpeg(1200, { r: 1, g: 100, b: 1 }));
    cdn.routes.set('/second.jpg', await makeJpeg(1200, { r: 100, g: 1, b: 1 }));
    await setMedia([`${cdn.url}/first.jpg`, `${cdn.url}/second.jpg`]);
    const pipeline = startPhotoPipeline({
      db: testDb.db,
      store,
      concurrency: 2,
      perSecond: 0,
      intervalSeconds: 0,
    });
    pipeline.wake();
    await pipeline.idle();
    await pipeline.stop();
    const [first, second] = (await photoIds()) ?? [];
    const files = async (id: string | null | undefined) => (await readdir(join(folder, id ?? ''))).sort();
    expect(await files(first)).toEqual(
      ['1920.jpg', '400.avif', '400.jpg', '400.webp', '800.avif', '800.jpg', '800.webp'].sort(),
    );
    expect(await files(second)).toEqual(['1920.jpg']);
    expect((await app.inject(`/media/${second}/400.avif`)).statusCode).toBe(200);
    expect(await files(second)).toEqual(['1920.jpg', '400.avif']);
  });

  it('keeps the stored copies of photos that only moved: a photo put first is the one download', async () => {
    cdn.routes.set('/moved-1.jpg', await makeJpeg(700, { r: 20, g: 120, b: 220 }));
    cdn.routes.set('/moved-2.jpg', await makeJpeg(700, { r: 220, g: 120, b: 20 }));
    cdn.routes.set('/new-first.jpg', await makeJpeg(700, { r: 120, g: 220, b: 20 }));
    await setMedia([`${cdn.url}/moved-1.jpg`, `${cdn.url}/moved-2.jpg`]);
    await pass();
    const before = (await photoIds()) ?? [];
    expect(before.every((id) => id !== null)).toBe(true);
    cdn.requests.length = 0;
    // A Media record adds a photo ahead of the others: the feed renumbers them 1…n.
    await setMedia([`${cdn.url}/new-first.jpg`, `${cdn.url}/moved-1.jpg`, `${cdn.url}/moved-2.jpg`]);
    await pass();
    expect(cdn.requests.map((request) => request.path)).toEqual(['/new-first.jpg']);
    const after = (await photoIds()) ?? [];
    expect(after.slice(1)).toEqual(before);
    expect(after[0]).not.toBeNull();
  });
});
