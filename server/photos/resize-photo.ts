import sharp, { type Sharp } from 'sharp';
import {
  STORED_PHOTO_FORMATS,
  STORED_PHOTO_WIDTHS,
  type StoredPhotoFormat,
  type StoredPhotoWidth,
} from '../../src/lib/photos/stored-photo-sizes';

export interface PhotoFile {
  width: StoredPhotoWidth;
  format: StoredPhotoFormat;
  type: string;
  bytes: Buffer;
}

const LARGEST = Math.max(...STORED_PHOTO_WIDTHS);
// Fast encoder settings: a feed brings thousands of photos an hour and the server has two cores; the
// slower efforts shave a few per cent off the bytes for several times the CPU.
const encode = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 0 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 0 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 80, progressive: true }),
} satisfies Record<StoredPhotoFormat, (image: Sharp) => Sharp>;

/**
 * A downloaded photo in every stored width and format. The source is decoded once (turned upright by
 * its EXIF orientation and cut to the largest width), every size is made from those pixels, and no size
 * is larger than the source. Metadata is left out: an MLS photo's EXIF may carry where and when it was
 * taken. sharp encodes on libuv's threads, so the event loop stays free. Throws when `source` is not an
 * image sharp can read.
 */
export async function resizePhoto(source: Buffer): Promise<PhotoFile[]> {
  const { data, info } = await sharp(source, { failOn: 'error' })
    .rotate()
    .resize({ width: LARGEST, withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const files: Promise<PhotoFile>[] = [];
  for (const width of STORED_PHOTO_WIDTHS) {
    for (const { format, type } of STORED_PHOTO_FORMATS) {
      const image = sharp(data, raw).resize({ width, withoutEnlargement: true });
      files.push(
        encode[format](image)
          .toBuffer()
          .then((bytes) => ({ width, format, type, bytes })),
      );
    }
  }
  return Promise.all(files);
}
