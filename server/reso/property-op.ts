import type { ImportedListing } from './imported-listing';
import type { FieldDrop } from './parse-reso-fields';

/** Where a record came from, for the report. */
export interface RecordRef {
  file: string;
  id: string;
}

/**
 * What a valid Property record asks for: store (or update) the listing, with the fields dropped from it
 * for the report, or take it down because it is off the market, not for internet display, or deleted
 * by the MLS (MLS Grid's `MlgCanView: false`).
 */
export type PropertyOp =
  | {
      kind: 'upsert';
      ref: RecordRef;
      key: string;
      modifiedAt: string;
      listing: ImportedListing;
      dropped: FieldDrop[];
    }
  | { kind: 'remove'; ref: RecordRef; key: string; modifiedAt: string };
