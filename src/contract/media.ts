import * as v from 'valibot';
import { listEnvelope } from './list-envelope';
import { storedPhotoIdSchema } from './stored-photo-id';
import { nullableNumberSchema } from './wire-number';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/** One photo of a listing (SPEC §3 images: MediaURL, LongDescription, img_order). */
export const mediaSchema = v.object({
  MediaURL: wireTextSchema,
  LongDescription: nullableTextSchema,
  img_order: nullableNumberSchema,
  /**
   * The photo's id on the API's host when it is an MLS photo stored there (its MediaURL is then the
   * largest JPEG; `/media/{id}/{width}.{format}` gives the other sizes). Absent or null otherwise.
   */
  photo_id: v.optional(storedPhotoIdSchema, null),
});

export type Media = v.InferOutput<typeof mediaSchema>;

// Feeds list photos in arrival order; the gallery and the "first four photos" rule need img_order order.
// Photos without an order keep their relative place after the ordered ones (Array.prototype.sort is stable).
function byImageOrder(a: Media, b: Media): number {
  return (a.img_order ?? Number.POSITIVE_INFINITY) - (b.img_order ?? Number.POSITIVE_INFINITY) || 0;
}

/** A listing's photos, missing or null as `[]`, sorted by img_order. */
export const mediaListSchema = v.pipe(
  v.nullish(v.array(mediaSchema), () => []),
  v.transform((images) => images.toSorted(byImageOrder)),
);

/**
 * Response of GET /api/collateral/images/{ListingKeyNumeric} (photo host) and
 * GET /api/v1/listings/{ListingKeyNumeric}/images: `{ data: Media[] }`, sorted by img_order.
 */
export const mediaListResponseSchema = v.pipe(
  listEnvelope(mediaSchema),
  v.transform((body) => ({ data: body.data.toSorted(byImageOrder) })),
);

export type MediaListResponse = v.InferOutput<typeof mediaListResponseSchema>;
