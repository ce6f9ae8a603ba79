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

/**
 * The portrait of the agents row aliased `a`: their MLS photo stored on our host (the 400 px JPEG, as
 * wide as any portrait the widgets show at twice its size), else the brokerage's own photo_url (the
 * demo's drawn portraits), else NULL (the widgets show initials). Of several MLS photos, the first in
 * the feed's Order that is stored.
 */
export const AGENT_PHOTO_URL = `coalesce((SELECT '/media/' || p.photo_id || '/400.jpg' FROM agent_photos p
  WHERE p.member_key = a.member_key AND p.photo_id IS NOT NULL
  ORDER BY p.media_order NULLS LAST, p.media_key LIMIT 1), a.photo_url)`;
