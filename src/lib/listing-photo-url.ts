export interface PhotoSource {
  ListingKeyNumeric: number;
  images: readonly { MediaURL: string; img_order: number | null }[];
}

/**
 * The URL of photo `n` (1-based) of a listing (SPEC §2): the listing's own media entry when the answer
 * carried one, else the photo CDN path built from the listing key, resolved against the API's address.
 * Null when neither is known (the card shows its placeholder).
 */
export function listingPhotoUrl(
  listing: PhotoSource,
  n: number,
  template: string | null,
  apiBase: string,
): string | null {
  const media = listing.images.find((image) => image.img_order === n) ?? listing.images[n - 1];
  if (media) return new URL(media.MediaURL, apiBase).href;
  if (!template) return null;
  const path = template
    .replaceAll('{ListingKeyNumeric}', String(listing.ListingKeyNumeric))
    .replaceAll('{n}', String(n));
  return new URL(path, apiBase).href;
}
