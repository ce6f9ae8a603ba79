/**
 * True for a listing_media row aliased `m` that is an MLS photo (downloaded, never hotlinked). The
 * generated demo listings' media are paths on our own host (their drawings, server/routes/photos.ts).
 */
export const IS_MLS_PHOTO = `m.media_url ~ '^https?://'`;

/**
 * The id of the stored files of the listing_media row aliased `m`, NULL while it is not stored (or was
 * stored from another MediaURL than the row's).
 */
export const STORED_PHOTO_ID_OF_MEDIA = `(SELECT p.photo_id FROM listing_photos p
  WHERE p.listing_key_numeric = m.listing_key_numeric AND p.img_order = m.img_order
    AND p.source_url = m.media_url)`;
