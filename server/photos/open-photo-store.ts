import { join } from 'node:path';
import { localPhotoStore } from './local-photo-store';
import type { PhotoSettings } from './photo-settings';
import type { PhotoStore } from './photo-store';
import { s3PhotoStore } from './s3-photo-store';

/** The store the settings name: the S3 bucket when one is configured, else `{dataDir}/photos`. */
export function openPhotoStore(settings: PhotoSettings, dataDir: string): PhotoStore {
  return settings.s3 ? s3PhotoStore(settings.s3) : localPhotoStore(join(dataDir, 'photos'));
}
