import { listingPhotoUrl, type PhotoSource } from './listing-photo-url';

/** What a card shows for one photo at this point of its fallback chain. */
export type CardPhotoStep =
  /** Load this image. */
  | { kind: 'image'; src: string }
  /** Ask the collateral host for the listing's media list first; photo n is in it. */
  | { kind: 'lookup'; listUrl: string }
  /** Nothing (more) to try: the 'Photo not available' placeholder. */
  | { kind: 'placeholder' };

export interface CardPhotoInput {
  listingKey: number;
  /** Photo number, 1-based. */
  n: number;
  /** The first choice: the CDN path of photo n (see `listingPhotoUrl`), null when unknown. */
  cdn: string | null;
  /**
   * The collateral host template (config `collateral_url_template`). With `{n}` it addresses the photo
   * itself; without, it is a media-list endpoint such as `/api/collateral/images/{ListingKeyNumeric}`
   * (SPEC §7) that answers `{ data: Media[] }`.
   */
  collateral: string | null;
  /** Absolute address relative URLs resolve against (the API base). */
  base: string;
  /** How many images of this photo have failed to load so far. */
  failures: number;
  /** The collateral media list once looked up (`[]` when the lookup failed); undefined before. */
  collateralMedia?: PhotoSource['images'] | undefined;
}

/**
 * The fallback chain of a card photo (SPEC §2 "Listing card"): the CDN path first, then the collateral
 * host by listing key and photo number, then the placeholder. Each failed image moves one step on. A
 * collateral URL equal to the CDN one that already failed is skipped, so a broken photo is never fetched
 * twice.
 */
export function cardPhotoStep(input: CardPhotoInput): CardPhotoStep {
  const { listingKey, n, cdn, collateral, base, failures, collateralMedia } = input;
  const chain: CardPhotoStep[] = [];
  if (cdn !== null) chain.push({ kind: 'image', src: cdn });
  if (collateral) {
    const url = new URL(
      collateral.replaceAll('{ListingKeyNumeric}', String(listingKey)).replaceAll('{n}', String(n)),
      base,
    ).href;
    const src = collateral.includes('{n}')
      ? url
      : collateralMedia === undefined
        ? undefined
        : listingPhotoUrl({ ListingKeyNumeric: listingKey, images: collateralMedia }, n, null, base);
    if (src === undefined) chain.push({ kind: 'lookup', listUrl: url });
    else if (src !== null && src !== cdn) chain.push({ kind: 'image', src });
  }
  return chain[failures] ?? { kind: 'placeholder' };
}
