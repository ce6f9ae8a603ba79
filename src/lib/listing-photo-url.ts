import { storedPhotoUrl } from './photos/stored-photo-url';

export interface PhotoSource {
  ListingKeyNumeric: number;
  images: readonly { MediaURL: string; img_order: number | null }[];
  /** The MLS photos stored on the API's host (contract `photo_ids`); null or absent for other listings. */
  photo_ids?: readonly (string | null)[] | null | undefined;
}

/**
 * The URL of photo `n` (1-based) of a listing (SPEC §2). A listing with MLS photos stored on the API's
 * host uses those alone: a photo not stored yet is null (the placeholder; never the MLS's own URL nor a
 * drawing). Otherwise the listing's own media entry when the answer carried one, else the photo CDN path
 * built from the listing key, resolved against the API's address. Null when none is known.
 */
export function listingPhotoUrl(
  listing: PhotoSource,
  n: number,
  template: string | null,
  apiBase: string,
): string | null {
  if (listing.photo_ids) {
    const id = listing.photo_ids[n - 1];
    return id ? storedPhotoUrl(id, apiBase) : null;
  }
  // By position only when the feed numbers none: with orders, a missing order is a missing photo.
  const media =
    listing.images.find((image) => image.img_order === n) ??
    (listing.images.every((image) => image.img_order === null) ? listing.images[n - 1] : undefined);
  if (media) return new URL(media.MediaURL, apiBase).href;
  if (!template) return null;
  const path = template
    .replaceAll('{ListingKeyNumeric}', String(listing.ListingKeyNumeric))
    .replaceAll('{n}', String(n));
  return new URL(path, apiBase).href;
}
