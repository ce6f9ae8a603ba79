import * as v from 'valibot';

/** A stored photo's id: the first 32 hex digits of the SHA-256 of the bytes the MLS sent. */
export const STORED_PHOTO_ID = /^[0-9a-f]{32}$/;

/**
 * One id of a listing's `photo_ids`: null for a photo not stored yet (or failed; it is retried), and an
 * id that is not one is taken as null, so the client never builds a URL from foreign text.
 */
export const storedPhotoIdSchema = v.fallback(v.nullable(v.pipe(v.string(), v.regex(STORED_PHOTO_ID))), null);

/**
 * A listing's `photo_ids`: its MLS photos downloaded to the API's host, in img_order order (photo n is
 * entry n − 1), each served as `/media/{id}/{width}.{format}`. Absent or null for a listing whose photos
 * are not the MLS's (the generated demo listings, a backend without the photo pipeline): its MediaURLs
 * and `photo_url_template` apply.
 */
export const storedPhotoIdsSchema = v.fallback(v.nullish(v.array(storedPhotoIdSchema), null), null);
