import * as v from 'valibot';
import { formField } from './form-field';
import { idSchema } from './id';
import { itemEnvelope } from './item-envelope';
import { listEnvelope } from './list-envelope';
import { listingEntries, withPhotoCount } from './listing';
import { unwrapSource } from './unwrap-source';
import { wireBooleanSchema } from './wire-boolean';
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
 * Response of POST /api/saved: `{ success: true, data: { GatewayListingsSavedID } }`, the record's id (for
 * its note). Adding a listing already in that list keeps the one record and answers its id.
 */
export const savedListingAddResponseSchema = v.object({
  success: v.nullish(wireBooleanSchema, true),
  data: v.object({ GatewayListingsSavedID: wireNumberSchema }),
});

export type SavedListingAddResponse = v.InferOutput<typeof savedListingAddResponseSchema>;

/**
 * Path parameters of DELETE /api/saved/{ListingKeyNumeric}/{ClientID}/{kind}, kind 'favorite', 'saved' or
 * 'possibility' (SAVED_LISTING_KINDS). Answered by `successResponseSchema`; removing what is not there
 * succeeds too (the list ends up as asked).
 */
export const savedListingParamsSchema = v.object({
  ListingKeyNumeric: idSchema,
  ClientID: idSchema,
  kind: v.picklist(SAVED_LISTING_KINDS, `Expected one of ${SAVED_LISTING_KINDS.join(', ')}`),
});

/** Path parameters of GET /api/saved-keys-numeric/{kind}/{ClientID}. */
export const savedKeysParamsSchema = v.object({
  kind: v.picklist(SAVED_LISTING_KINDS, `Expected one of ${SAVED_LISTING_KINDS.join(', ')}`),
  ClientID: idSchema,
});

/**
 * One listing of GET /api/favorites/{ClientID} and GET /api/compare/{ClientID}: the card's listing
 * fields plus the compare facts (Cooling, Heating, …) and the saved record's `GatewayListingsSavedID`
 * and `note`. Newest saved first.
 */
export const savedListingEntrySchema = v.pipe(
  v.object({
    ...listingEntries,
    /** The HOA fee's period ('Monthly', 'Annually'), which the compare table shows beside the fee. */
    AssociationFeeFrequency: nullableTextSchema,
    GatewayListingsSavedID: v.nullish(wireNumberSchema, null),
    note: nullableTextSchema,
  }),
  v.transform(withPhotoCount),
);

export type SavedListingEntry = v.InferOutput<typeof savedListingEntrySchema>;

/** Response of GET /api/favorites/{ClientID} and GET /api/compare/{ClientID}: `{ data: entries }`. */
export const savedListingsResponseSchema = listEnvelope(unwrapSource(savedListingEntrySchema));

export type SavedListingsResponse = v.InferOutput<typeof savedListingsResponseSchema>;

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

/**
 * Body of POST /api/save-note: the note of one of the session's saved records, at most 2,000
 * characters; blank clears it. Stored and answered as plain text (never markup). Answered by
 * `successResponseSchema`; another client's record answers 403.
 */
export const saveNoteRequestSchema = v.object({
  GatewayListingsSavedID: formField.id,
  note: formField.optionalText(2000),
});

export type SaveNoteRequest = v.InferOutput<typeof saveNoteRequestSchema>;
export type SaveNoteRequestInput = v.InferInput<typeof saveNoteRequestSchema>;

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
