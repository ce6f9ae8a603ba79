import * as v from 'valibot';
import { wholeNumberSetting } from '../lib/whole-number-setting';

/** The photo pipeline's environment variables (README "The MLS's photos"), merged into the server's. */
export const photoEnvEntries = {
  // Photos downloaded and resized at once: about the number of cores.
  PHOTO_CONCURRENCY: wholeNumberSetting('PHOTO_CONCURRENCY', 2, { min: 1 }),
  // Downloads started per second, across all feeds; 0 = no limit.
  PHOTO_DOWNLOADS_PER_SECOND: wholeNumberSetting('PHOTO_DOWNLOADS_PER_SECOND', 10, {
    min: 0,
    zero: 'no limit',
  }),
  // Seconds between passes looking for new, changed, failed and removed photos; 0 = off.
  PHOTO_INTERVAL_SECONDS: wholeNumberSetting('PHOTO_INTERVAL_SECONDS', 60, {
    min: 0,
    unit: 'seconds',
    zero: 'off',
  }),
  // S3-compatible object storage; unset keeps the photos under DATA_DIR/photos.
  PHOTO_S3_ENDPOINT: v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.url('PHOTO_S3_ENDPOINT must be a URL such as https://s3.us-east-1.amazonaws.com')),
    ]),
    '',
  ),
  PHOTO_S3_BUCKET: v.optional(v.string(), ''),
  PHOTO_S3_REGION: v.optional(v.string(), 'us-east-1'),
  PHOTO_S3_ACCESS_KEY_ID: v.optional(v.string(), ''),
  PHOTO_S3_SECRET_ACCESS_KEY: v.optional(v.string(), ''),
};

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface PhotoSettings {
  concurrency: number;
  perSecond: number;
  intervalSeconds: number;
  /** Null: the local disk. */
  s3: S3Settings | null;
}

type PhotoEnv = { [K in keyof typeof photoEnvEntries]: v.InferOutput<(typeof photoEnvEntries)[K]> };

/** The settings from the parsed variables; throws when S3 is half configured. */
export function photoSettings(env: PhotoEnv): PhotoSettings {
  const s3 = {
    endpoint: env.PHOTO_S3_ENDPOINT,
    bucket: env.PHOTO_S3_BUCKET,
    region: env.PHOTO_S3_REGION,
    accessKeyId: env.PHOTO_S3_ACCESS_KEY_ID,
    secretAccessKey: env.PHOTO_S3_SECRET_ACCESS_KEY,
  };
  const set = [s3.endpoint, s3.bucket, s3.accessKeyId, s3.secretAccessKey].filter(Boolean).length;
  if (set > 0 && set < 4)
    throw new Error(
      'Invalid environment:\n  PHOTO_S3_*: set PHOTO_S3_ENDPOINT, PHOTO_S3_BUCKET, PHOTO_S3_ACCESS_KEY_ID and PHOTO_S3_SECRET_ACCESS_KEY together',
    );
  return {
    concurrency: env.PHOTO_CONCURRENCY,
    perSecond: env.PHOTO_DOWNLOADS_PER_SECOND,
    intervalSeconds: env.PHOTO_INTERVAL_SECONDS,
    s3: set === 4 ? s3 : null,
  };
}
