import {
  STORED_PHOTO_FORMATS,
  STORED_PHOTO_WIDTHS,
  type StoredPhotoFormat,
  type StoredPhotoWidth,
} from './stored-photo-sizes';

/** The server path of one size of a stored photo; the id changes with the photo, so it caches forever. */
export function storedPhotoPath(id: string, width: StoredPhotoWidth, format: StoredPhotoFormat): string {
  return `/media/${id}/${width}.${format}`;
}

/** Photo `id` as an `<img>` src: its JPEG at `width` (800: a card on a 2x screen), resolved on the API. */
export function storedPhotoUrl(id: string, apiBase: string, width: StoredPhotoWidth = 800): string {
  return new URL(storedPhotoPath(id, width, 'jpg'), apiBase).href;
}

const STORED_JPEG = /^(.*\/media\/[0-9a-f]{32}\/)\d+\.jpg$/;

/**
 * The srcsets of a stored photo given the URL of any of its JPEGs (as `storedPhotoUrl` or the image calls'
 * MediaURL write it): one per type, best format first, each listing every width so the browser picks by
 * the element's `sizes`. Empty for any other URL (a demo drawing, another backend's photo).
 */
export function storedPhotoSrcsets(src: string): { type: string; srcset: string }[] {
  const folder = STORED_JPEG.exec(src)?.[1];
  if (folder === undefined) return [];
  return STORED_PHOTO_FORMATS.map(({ format, type }) => ({
    type,
    srcset: STORED_PHOTO_WIDTHS.map((width) => `${folder}${width}.${format} ${width}w`).join(', '),
  }));
}
