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

/** A stored photo as an `<img>` and its `<source>`s need it: a fallback src and a srcset per type. */
export interface StoredPhotoSources {
  src: string;
  /** MIME type → srcset, best format first; the last one is the JPEG of `src`. */
  srcsets: { type: string; srcset: string }[];
}

/**
 * The URLs of stored photo `id` resolved against the API's address: `src` is the JPEG at `fallbackWidth`
 * (what a browser that ignores srcset shows), each srcset lists every width so the browser picks by the
 * `sizes` of the element.
 */
export function storedPhotoSources(
  id: string,
  apiBase: string,
  fallbackWidth: StoredPhotoWidth = 800,
): StoredPhotoSources {
  const url = (width: StoredPhotoWidth, format: StoredPhotoFormat) =>
    new URL(storedPhotoPath(id, width, format), apiBase).href;
  return {
    src: url(fallbackWidth, 'jpg'),
    srcsets: STORED_PHOTO_FORMATS.map(({ format, type }) => ({
      type,
      srcset: STORED_PHOTO_WIDTHS.map((width) => `${url(width, format)} ${width}w`).join(', '),
    })),
  };
}
