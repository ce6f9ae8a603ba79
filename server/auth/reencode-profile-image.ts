import sharp from 'sharp';

/** The longest side of a stored profile photo, in pixels. */
const SIDE = 512;
/** Pictures with more pixels than this are refused before decoding (a decompression bomb guard). */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Turns an uploaded photo into the stored one: only JPEG, PNG or WebP as the bytes themselves say (the
 * browser's type and file name are not trusted), turned upright, cut to at most 512 × 512 and re-encoded
 * as WebP, which drops every metadata block (location included) and anything hidden in the original.
 * Null when the bytes are not such an image.
 */
export async function reencodeProfileImage(bytes: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED.has(format)) return null;
    return await image
      .rotate()
      .resize(SIDE, SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
