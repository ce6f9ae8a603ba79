import type { ImportedListing } from './imported-listing';

/** Where a record came from, for the report. */
export interface RecordRef {
  file: string;
  id: string;
}

/**
 * What a valid Property record asks for: store (or update) the listing, or take it down because it is
 * off the market or not for internet display.
 */
export type PropertyOp =
  | { kind: 'upsert'; ref: RecordRef; key: string; modifiedAt: string; listing: ImportedListing }
  | { kind: 'remove'; ref: RecordRef; key: string; modifiedAt: string };
