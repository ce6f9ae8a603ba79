import sharp, { type Sharp } from 'sharp';
import type { StoredPhotoFormat, StoredPhotoWidth } from '../../src/lib/photos/stored-photo-sizes';
import { stripJpegMetadata } from './strip-jpeg-metadata';

// Photos pass through once and are not read again: libvips' operation cache would only hold memory.
sharp.cache(false);

/** The size the pipeline stores at download; every other size is made from it when first asked for. */
export const MASTER_WIDTH = 1920 satisfies StoredPhotoWidth;

// Fast encoder settings: a feed brings thousands of photos an hour and the server has two cores; the
// slower efforts shave a few per cent off the bytes for several times the CPU.
const encode = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 0 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 0 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 80, progressive: true }),
} satisfies Record<StoredPhotoFormat, (image: Sharp) => Sharp>;

/**
 * A downloaded photo as the pipeline stores it: upright (its EXIF orientation applied), at most
 * MASTER_WIDTH wide and never enlarged, as JPEG — the full-screen JPEG the widgets show, and the source
 * of every other size. Metadata is left out: an MLS photo's EXIF may say where and when it was taken.
 * Most MLS photos already are upright JPEGs of that size or less: those are kept as sent, metadata
 * stripped, without decoding them (a re-encode costs ~50 ms of CPU and some quality). sharp works on
 * libuv's threads, so the event loop stays free. Throws when `source` is not an image.
 */
export async function makeMasterPhoto(source: Buffer): Promise<Buffer> {
  const { format, width = 0, orientation = 1 } = await sharp(source).metadata();
  if (format === 'jpeg' && width <= MASTER_WIDTH && orientation === 1) {
    const stripped = stripJpegMetadata(source);
    if (stripped) return stripped;
  }
  const image = sharp(source, { failOn: 'error' })
    .rotate()
    .resize({ width: MASTER_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  return encode.jpg(image).toBuffer();
}

/** One size and format of a photo, made from its master (never wider than the master). */
export function makePhotoVariant(
  master: Buffer,
  width: StoredPhotoWidth,
  format: StoredPhotoFormat,
): Promise<Buffer> {
  return encode[format](sharp(master).resize({ width, withoutEnlargement: true })).toBuffer();
}
