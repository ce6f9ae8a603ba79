import type { Db } from '../db/db';
import { claimDuePhotos } from './claim-due-photos';
import { deleteUnusedPhotoFiles } from './delete-unused-photo-files';
import { downloadPhoto, type PhotoAuthorization, PhotoDownloadError } from './download-photo';
import type { PhotoStore } from './photo-store';
import { AGENT_PHOTOS, LISTING_PHOTOS } from './photo-table';
import type { RateGate } from './rate-gate';
import { recordPhotoOutcome } from './record-photo-outcome';
import { storePhoto } from './store-photo';
import { syncPhotoRows } from './sync-photo-rows';

export interface PhotoPassOptions {
  db: Db;
  store: PhotoStore;
  /** Downloads and resizes at once; about the number of cores (sharp uses one thread per photo). */
  concurrency: number;
  /** Paces the downloads (PHOTO_DOWNLOADS_PER_SECOND). */
  gate: RateGate;
  authorization?: PhotoAuthorization | undefined;
  timeoutMs?: number;
  maxBytes?: number;
  /** Unused files younger than this are kept (see deleteUnusedPhotoFiles). */
  sweepGraceSeconds?: number;
  /** Asked between photos: true stops the pass (the server is shutting down). */
  stopping?: () => boolean;
}

export interface PhotoPassResult {
  changed: number;
  stored: number;
  failed: number;
  swept: number;
  /** Ids of the photos stored in this pass that cards show: listings' first photos, agents' portraits. */
  firstPhotos: string[];
}

/** A claimed photo, a listing's or an agent's: where to fetch it, and how its outcome is recorded. */
interface PhotoJob {
  url: string;
  feedId: string | null;
  onCard: boolean;
  record(outcome: { photoId: string } | { error: string }): Promise<void>;
}

const BATCH = 20;
/** How long a claimed photo is ours: a download and a resize take seconds, not minutes. */
const LEASE_SECONDS = 300;

/**
 * One pass of the photo pipeline: photo rows brought in line with the listings' media, every due photo
 * (agents' portraits first: a few, and on the home page) downloaded, resized and stored (`concurrency`
 * at a time), failures recorded for a later retry, and the files no photo uses any more deleted.
 */
export async function runPhotoPass(options: PhotoPassOptions): Promise<PhotoPassResult> {
  const { db, store, gate, stopping = () => false } = options;
  const result: PhotoPassResult = {
    changed: await syncPhotoRows(db),
    stored: 0,
    failed: 0,
    swept: 0,
    firstPhotos: [],
  };
  const download = {
    authorization: options.authorization,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxBytes: options.maxBytes ?? 40_000_000,
  };
  const handle = async (job: PhotoJob) => {
    try {
      await gate.wait();
      const bytes = await downloadPhoto(job.url, { ...download, feedId: job.feedId });
      const photoId = await storePhoto(db, store, bytes);
      await job.record({ photoId });
      result.stored += 1;
      if (job.onCard) result.firstPhotos.push(photoId);
    } catch (error) {
      const reason =
        error instanceof PhotoDownloadError
          ? error.message
          : `not stored: ${error instanceof Error ? error.message : String(error)}`;
      await job.record({ error: reason });
      result.failed += 1;
    }
  };
  const claimJobs = async (): Promise<PhotoJob[]> => {
    for (const table of [AGENT_PHOTOS, LISTING_PHOTOS]) {
      const claimed = await claimDuePhotos(db, table, BATCH, LEASE_SECONDS);
      if (claimed.length > 0)
        return claimed.map(
          (claim): PhotoJob => ({ ...claim, record: (outcome) => recordPhotoOutcome(db, claim, outcome) }),
        );
    }
    return [];
  };
  const queue: PhotoJob[] = [];
  let exhausted = false;
  const next = async (): Promise<PhotoJob | undefined> => {
    if (queue.length === 0 && !exhausted && !stopping()) {
      const claimed = await claimJobs();
      if (claimed.length === 0) exhausted = true;
      queue.push(...claimed);
    }
    return stopping() ? undefined : queue.shift();
  };
  const worker = async () => {
    for (let claim = await next(); claim !== undefined; claim = await next()) await handle(claim);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  if (!stopping()) result.swept = await deleteUnusedPhotoFiles(db, store, options.sweepGraceSeconds);
  return result;
}
