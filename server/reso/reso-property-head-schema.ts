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

/** Entries shared by the head and the full Property schema. */
export const resoPropertyHeadEntries = {
  ListingKey: f.required,
  // Served as a path segment of /api/listingsItem/{id}, which takes at most 15 digits.
  ListingKeyNumeric: f.integer(1, 999_999_999_999_999),
  StandardStatus: f.lookup(resoStandardStatuses),
  MlsStatus: f.text,
  ModificationTimestamp: f.timestamp,
  InternetEntireListingDisplayYN: f.yn,
};

/**
 * What a Property record must carry to be acted on at all. Checked first and alone: an Expired or
 * not-for-display record only needs these to be removed, however incomplete the rest of it is.
 */
export const resoPropertyHeadSchema = v.object(resoPropertyHeadEntries);

export type ResoPropertyHead = v.InferOutput<typeof resoPropertyHeadSchema>;
