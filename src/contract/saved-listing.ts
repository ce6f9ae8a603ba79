import * as v from 'valibot';
import { formField } from './form-field';
import { idSchema } from './id';
import { itemEnvelope } from './item-envelope';
import { listEnvelope } from './list-envelope';
import { wireNumberSchema } from './wire-number';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/**
 * The lists a client keeps listings in: favorites, the compare list ('saved') and 'possibility'
 * (SPEC §1, §3 GatewayDesc).
 */
export const SAVED_LISTING_KINDS = ['favorite', 'saved', 'possibility'] as const;

export type SavedListingKind = (typeof SAVED_LISTING_KINDS)[number];

/** A saved-listing record (SPEC §3). */
export const savedListingSchema = v.object({
  ListingKeyNumeric: wireNumberSchema,
  clientID: wireNumberSchema,
  GatewayDesc: wireTextSchema,
  GatewayDescID: v.nullish(wireNumberSchema, null),
  GatewayListingsSavedID: v.nullish(wireNumberSchema, null),
  note: nullableTextSchema,
});

export type SavedListing = v.InferOutput<typeof savedListingSchema>;

/**
 * Body of POST /api/saved: put ListingKeyNumeric in the client's list `GatewayDesc`, optionally with a
 * note. clientID must be the session's own. Answered by `successResponseSchema`.
 */
export const savedListingRequestSchema = v.object({
  ListingKeyNumeric: formField.id,
  clientID: formField.id,
  GatewayDesc: formField.choice(SAVED_LISTING_KINDS),
  GatewayDescID: formField.optionalId,
  note: formField.optionalText(2000),
});

export type SavedListingRequest = v.InferOutput<typeof savedListingRequestSchema>;
export type SavedListingRequestInput = v.InferInput<typeof savedListingRequestSchema>;

/**
 * Path parameters of DELETE /api/saved/{ListingKeyNumeric}/{ClientID}/favorite and …/saved (the list is
 * the literal last segment). Answered by `successResponseSchema`.
 */
export const savedListingParamsSchema = v.object({ ListingKeyNumeric: idSchema, ClientID: idSchema });

// Older backends list saved keys as records rather than bare numbers.
const savedKeySchema = v.union([
  wireNumberSchema,
  v.pipe(
    v.object({ ListingKeyNumeric: wireNumberSchema }),
    v.transform((row) => row.ListingKeyNumeric),
  ),
]);

/**
 * Response of GET /api/saved-keys-numeric/favorite/{ClientID} and …/saved/{ClientID}:
 * `{ data: number[] }`, the ListingKeyNumeric values kept locally as favorites / compares.
 */
export const savedKeysResponseSchema = listEnvelope(savedKeySchema);

export type SavedKeysResponse = v.InferOutput<typeof savedKeysResponseSchema>;

/** Path parameters of GET /api/get-note/{GatewayListingsSavedID}. */
export const noteParamsSchema = v.object({ GatewayListingsSavedID: idSchema });

/** Response of GET /api/get-note/{GatewayListingsSavedID}: `{ data: { note } }`. */
export const noteResponseSchema = itemEnvelope(
  v.pipe(
    v.union([v.null(), v.string(), v.object({ note: nullableTextSchema })]),
    v.transform((data) => ({ note: typeof data === 'object' && data !== null ? data.note : data || null })),
  ),
);

export type NoteResponse = v.InferOutput<typeof noteResponseSchema>;
