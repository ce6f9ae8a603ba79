import { STORED_PHOTO_FORMATS } from '../../src/lib/photos/stored-photo-sizes';
import type { Db } from '../db/db';
import type { PhotoAuthorization } from './download-photo';
import type { PhotoStore } from './photo-store';
import { createRateGate } from './rate-gate';
import { readPhotoFile } from './read-photo-file';
import { runPhotoPass } from './run-photo-pass';

const CARD_WIDTHS = [400, 800] as const;

export interface PhotoPipeline {
  /** Runs a pass soon (new media rows were written); a pass in progress is followed by one more. */
  wake(): void;
  /** Resolves when no pass is running or asked for (tests, the bench). */
  idle(): Promise<void>;
  /** Stops between photos and waits for the pass in progress (before the database closes). */
  stop(): Promise<void>;
}

export interface PhotoPipelineOptions {
  db: Db;
  store: PhotoStore;
  concurrency: number;
  perSecond: number;
  /** Seconds between passes (PHOTO_INTERVAL_SECONDS); 0 turns the schedule off (wake() still runs one). */
  intervalSeconds: number;
  /** The feeds' tokens for photo URLs that need one (the RESO sync passes its own). */
  authorization?: PhotoAuthorization | undefined;
  log?: (message: string) => void;
}

/**
 * The photo pipeline inside the server: a pass a second after start (so a killed server resumes where it
 * left), then every `intervalSeconds` and whenever woken; passes never overlap. Each pass that did something logs
 * its counts; after it, the card sizes of the listings' first photos it stored are made.
 */
export function startPhotoPipeline(options: PhotoPipelineOptions): PhotoPipeline {
  const { intervalSeconds, log = () => {} } = options;
  const gate = createRateGate(options.perSecond);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = runPhotoPass({ ...options, gate, stopping: () => stopped })
      .then(async (result) => {
        if (result.changed + result.stored + result.failed + result.swept > 0)
          log(
            `photos: ${result.changed} new or changed, ${result.stored} stored, ${result.failed} failed (retried later), ${result.swept} unused removed`,
          );
        // The cards' sizes of each new listing's first photo, made now rather than while the first
        // visitor of the list waits; every other size is made when first asked for.
        for (const id of result.firstPhotos) {
          for (const width of CARD_WIDTHS)
            for (const { format } of STORED_PHOTO_FORMATS) {
              if (stopped) return;
              await readPhotoFile(options.store, id, width, format);
            }
        }
      })
      .catch((error: unknown) => log(`photos: pass failed: ${String(error)}`))
      .finally(() => {
        running = null;
        if (again) run();
      });
  };
  const first = intervalSeconds > 0 ? setTimeout(run, 1_000) : undefined;
  const timer = intervalSeconds > 0 ? setInterval(run, intervalSeconds * 1000) : undefined;
  first?.unref();
  timer?.unref();
  return {
    wake: run,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
