/**
 * The widths (CSS pixels of a 1x screen) every downloaded MLS photo is stored at: a card, the detail
 * modal's mosaic, the gallery and full screen. A photo narrower than a width is stored at its own size
 * there (never upscaled), so every width exists for every photo and a URL can be written without asking.
 */
export const STORED_PHOTO_WIDTHS = [400, 800, 1280, 1920] as const;

export type StoredPhotoWidth = (typeof STORED_PHOTO_WIDTHS)[number];

/** The formats, best first; JPEG is the fallback every browser shows. */
export const STORED_PHOTO_FORMATS = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
  { format: 'jpg', type: 'image/jpeg' },
] as const;

export type StoredPhotoFormat = (typeof STORED_PHOTO_FORMATS)[number]['format'];
