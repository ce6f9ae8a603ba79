/** The RESO resources the importer reads. */
export type ResoResource = 'Property' | 'Member' | 'Office';

/** A record left out of the import, named so whoever fixes the feed can find it. */
export interface SkippedRecord {
  file: string;
  resource: ResoResource;
  /** The record's key (ListingKey, MemberKey, OfficeKey) or, without one, its position: '#3'. */
  id: string;
  reason: string;
}

/** A value left out of a record that was kept: the record's file and key, the field and why. */
export interface DroppedField {
  file: string;
  resource: ResoResource;
  /** The record's key, as in `SkippedRecord`. */
  id: string;
  /** The RESO field ('TaxAnnualAmount'), or a child item ('Media[2]') or its field ('Rooms[0].RoomLength'). */
  field: string;
  reason: string;
}

export interface ListingCounts {
  /** New listings stored. */
  imported: number;
  /** Stored listings overwritten by a newer ModificationTimestamp. */
  updated: number;
  /** Same ModificationTimestamp as stored: nothing to do. */
  unchanged: number;
  /** Older than what is stored (or than a later copy in the same page): ignored. */
  stale: number;
  /** Off the market or not for display, and deleted. */
  removed: number;
  /** Off the market or not for display, and never stored. */
  notStored: number;
}

export interface PeopleCounts {
  imported: number;
  updated: number;
  /** Another brokerage's offices and members, or inactive ones: not ours to show. */
  ignored: number;
}

/** What one run of the importer did. */
export interface ImportReport {
  files: number;
  pages: Record<ResoResource, number>;
  /** Files that are not RESO pages at all (not JSON, no `value` array, unknown resource). */
  badFiles: { file: string; reason: string }[];
  listings: ListingCounts;
  offices: PeopleCounts;
  agents: PeopleCounts;
  skipped: SkippedRecord[];
  /** Bad fields of records that were kept without them. */
  droppedFields: DroppedField[];
}

/** A report of nothing done yet. */
export function emptyImportReport(): ImportReport {
  return {
    files: 0,
    pages: { Property: 0, Member: 0, Office: 0 },
    badFiles: [],
    listings: { imported: 0, updated: 0, unchanged: 0, stale: 0, removed: 0, notStored: 0 },
    offices: { imported: 0, updated: 0, ignored: 0 },
    agents: { imported: 0, updated: 0, ignored: 0 },
    skipped: [],
    droppedFields: [],
  };
}
