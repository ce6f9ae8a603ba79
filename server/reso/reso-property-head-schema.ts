import * as v from 'valibot';
import { resoFields as f } from './reso-fields';

/** RESO DD 2.0 StandardStatus lookup values. */
export const resoStandardStatuses = [
  'Active',
  'Active Under Contract',
  'Coming Soon',
  'Pending',
  'Closed',
  'Canceled',
  'Expired',
  'Withdrawn',
  'Hold',
  'Delete',
  'Incomplete',
] as const;
export type ResoStandardStatus = (typeof resoStandardStatuses)[number];

/**
 * What any Property record must carry to be acted on at all (MLS Grid's deletion, `MlgCanView: false`,
 * needs only the first two). Checked first and alone: an Expired or not-for-display record only needs
 * these to be removed, however incomplete the rest of it is.
 */
export const resoPropertyKeySchema = v.object({
  ListingKey: f.required,
  ModificationTimestamp: f.timestamp,
});

/** The status, without which a record cannot be served nor taken down. */
export const resoPropertyHeadSchema = v.object({
  ...resoPropertyKeySchema.entries,
  StandardStatus: f.lookup(resoStandardStatuses),
});

export type ResoPropertyHead = v.InferOutput<typeof resoPropertyHeadSchema>;

/** Head fields a bad value of which is dropped rather than failing the record. */
export const resoPropertyHeadFields = {
  // Served as a path segment of /api/listingsItem/{id}, which takes at most 15 digits.
  ListingKeyNumeric: f.integer(1, 999_999_999_999_999),
  MlsStatus: f.text,
  InternetEntireListingDisplayYN: f.yn,
  /** MLS Grid: false when the record must come down (the listing is deleted or no longer licensed). */
  MlgCanView: f.yn,
};
