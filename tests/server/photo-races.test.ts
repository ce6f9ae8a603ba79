import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/data/seed';
import { claimDuePhotos } from '../../server/photos/claim-due-photos';
import { deleteUnusedPhotoFiles } from '../../server/photos/delete-unused-photo-files';
import { localPhotoStore } from '../../server/photos/local-photo-store';
import type { PhotoStore } from '../../server/photos/photo-store';
import { LISTING_PHOTOS } from '../../server/photos/photo-table';
import { recordPhotoOutcome } from '../../server/photos/record-photo-outcome';
import { masterFileName, storePhoto } from '../../server/photos/store-photo';
import { syncPhotoRows } from '../../server/photos/sync-photo-rows';
import { openTestDb, type TestDb } from './support/open-test-db';
import { makeJpeg } from './support/photo-cdn';
import { TEST_TODAY } from './support/test-app';

// What two servers (or a server and a newer sync) do at the same moment to one photo: the photo a
// visitor is shown must always be the bytes of the feed's current source, and its files must exist.

let testDb: TestDb;
let folder: string;
let store: PhotoStore;
let key: number;

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 5, seed: 7, today: TEST_TODAY });
  folder = await mkdtemp(join(tmpdir(), 'bluebonnet-photo-races-'));
  store = localPhotoStore(folder);
  const found = await testDb.db.query<{ key: number }>(
    'SELECT listing_key_numeric::float8 AS key FROM listings ORDER BY listing_key_numeric LIMIT 1',
  );
  key = found.rows[0]?.key ?? 0;
});

afterAll(async () => {
  await testDb?.close();
  await rm(folder, { recursive: true, force: true });
});

async function setMedia(url: string, modifiedAt: string | null): Promise<void> {
  await testDb.db.transaction(async (tx) => {
    await tx.query('DELETE FROM listing_media WHERE listing_key_numeric = $1', [key]);
    await tx.query(
      `INSERT INTO listing_media (listing_key_numeric, img_order, media_url, long_description, media_modified_at)
       VALUES ($1, 1, $2, NULL, $3)`,
      [key, url, modifiedAt],
    );
  });
}

describe('photo races', () => {
  it('does not record the old bytes of a photo the feed changed while it was being downloaded', async () => {
    await setMedia('https://media.example.com/race/1.jpg', '2026-11-01T10:00:00.123456Z');
    await syncPhotoRows(testDb.db);
    const [claim] = await claimDuePhotos(testDb.db, LISTING_PHOTOS, 10, 300);
    expect(claim?.url).toBe('https://media.example.com/race/1.jpg');
    // Meanwhile a newer sync says the photo changed at the same URL: the row is due for the new bytes.
    await setMedia('https://media.example.com/race/1.jpg', '2026-11-02T10:00:00Z');
    expect(await syncPhotoRows(testDb.db)).toBe(1);
    if (claim === undefined) throw new Error('nothing claimed');
    await recordPhotoOutcome(testDb.db, claim, { photoId: 'f'.repeat(32) });
    const row = await testDb.db.query(
      `SELECT photo_id, next_attempt_at <= now() AS due FROM listing_photos
        WHERE listing_key_numeric = $1 AND img_order = 1`,
      [key],
    );
    expect(row.rows).toEqual([{ photo_id: null, due: true }]);
    // The download of the current source is recorded as usual.
    const [again] = await claimDuePhotos(testDb.db, LISTING_PHOTOS, 10, 300);
    if (again === undefined) throw new Error('not due again');
    await recordPhotoOutcome(testDb.db, again, { photoId: 'e'.repeat(32) });
    const stored = await testDb.db.query(
      'SELECT photo_id FROM listing_photos WHERE listing_key_numeric = $1 AND img_order = 1',
      [key],
    );
    expect(stored.rows).toEqual([{ photo_id: 'e'.repeat(32) }]);
  });

  it('keeps the files of a photo stored again while the sweep of unused files deletes them', async () => {
    const bytes = await makeJpeg(300, { r: 1, g: 200, b: 90 });
    const id = await storePhoto(testDb.db, store, bytes);
    // Unused for long: a listing that went, its photo's files due for the sweep.
    await testDb.db.query(
      `UPDATE photo_files SET created_at = now() - interval '2 hours' WHERE photo_id = $1`,
      [id],
    );
    let removing: () => void = () => {};
    const removeCalled = new Promise<void>((resolve) => {
      removing = resolve;
    });
    let letGo: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const slowStore: PhotoStore = {
      ...store,
      async remove(names) {
        removing();
        await gate;
        await store.remove(names);
      },
    };
    const sweeping = deleteUnusedPhotoFiles(testDb.db, slowStore, 3600);
    await removeCalled;
    // Another server downloads the same bytes for a listing that has the photo now.
    const storing = storePhoto(testDb.db, store, bytes);
    // The store either finishes before the sweep's deletion or waits for it; give it the time to.
    await Promise.race([storing, sleep(200)]);
    letGo();
    await sweeping;
    expect(await storing).toBe(id);
    expect(await store.get(masterFileName(id))).not.toBeNull();
    const tracked = await testDb.db.query('SELECT 1 FROM photo_files WHERE photo_id = $1', [id]);
    expect(tracked.rows).toHaveLength(1);
  });
});
