import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../../../server/db/db';
import { localPhotoStore } from '../../../server/photos/local-photo-store';
import type { PhotoStore } from '../../../server/photos/photo-store';
import { createRateGate } from '../../../server/photos/rate-gate';
import {
  type PhotoPassOptions,
  type PhotoPassResult,
  runPhotoPass,
} from '../../../server/photos/run-photo-pass';
import { agentResponseSchema } from '../../../src/contract';
import { openTestDb, type TestDb } from './open-test-db';
import { type PhotoCdn, startPhotoCdn } from './photo-cdn';
import { buildTestApp } from './test-app';

export interface PhotoTestApp {
  testDb: TestDb;
  app: FastifyInstance;
  /** The stand-in MLS photo CDN the test's media point at. */
  cdn: PhotoCdn;
  /** The folder the photos are stored in (a fresh one), and the store over it the API serves from. */
  folder: string;
  store: PhotoStore;
  /** One pass of the photo pipeline as the server runs it, unpaced, with short timeouts, sweeping at once. */
  pass(extra?: Partial<PhotoPassOptions>): Promise<PhotoPassResult>;
  /** The portrait the API gives the agent of this MatrixDir (/api/agentInfo's photo_url). */
  agentPhoto(dir: string): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * The API over a fresh database that `fill` puts the test's listings or agents in, serving photos from a
 * fresh local folder, with a stand-in photo CDN to download them from.
 */
export async function openPhotoTestApp(fill: (db: Db) => Promise<unknown>): Promise<PhotoTestApp> {
  const testDb = await openTestDb();
  await fill(testDb.db);
  const folder = await mkdtemp(join(tmpdir(), 'bluebonnet-photos-'));
  const store = localPhotoStore(folder);
  const cdn = await startPhotoCdn();
  const app = await buildTestApp(testDb.db, store);
  return {
    testDb,
    app,
    cdn,
    folder,
    store,
    pass: (extra = {}) =>
      runPhotoPass({
        db: testDb.db,
        store,
        concurrency: 2,
        gate: createRateGate(0),
        timeoutMs: 1_000,
        sweepGraceSeconds: 0,
        ...extra,
      }),
    async agentPhoto(dir) {
      const response = await app.inject(`/api/agentInfo/${dir}`);
      if (response.statusCode !== 200) throw new Error(`agentInfo/${dir}: HTTP ${response.statusCode}`);
      return v.parse(agentResponseSchema, response.json()).data.photo_url;
    },
    async close() {
      await app.close();
      await cdn.close();
      await testDb.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
