import { addCounts } from './add-counts';

/** The RESO resources the importer reads. */
export const resoResources = ['Property', 'Member', 'Office', 'OpenHouse', 'Media'] as const;
export type ResoResource = (typeof resoResources)[number];

/** A record left out of the import, named so whoever fixes the feed can find it. */
export interface SkippedRecord {
  file: string;
  resource: ResoResource;
  /** The record's key (ListingKey, MemberKey, OfficeKey, OpenHouseKey, MediaKey) or its position: '#3'. */
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
  /** Our agents who turned inactive or left the brokerage (or a full refresh no longer sent): page gone. */
  removed: number;
}

/** Open houses and photos sent as their own resources (not expanded inside a Property). */
export interface ChildCounts {
  /** Stored or replaced. */
  applied: number;
  /** Cancelled, not for display or not a photo: taken down. */
  removed: number;
  /** Older than the stored copy, an office's, or another brokerage's member's: ignored. */
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
  openHouses: ChildCounts;
  media: ChildCounts;
  skipped: SkippedRecord[];
  /** Bad fields of records that were kept without them. */
  droppedFields: DroppedField[];
}

/** A report of nothing done yet. */
export function emptyImportReport(): ImportReport {
  return {
    files: 0,
    pages: { Property: 0, Member: 0, Office: 0, OpenHouse: 0, Media: 0 },
    badFiles: [],
    listings: { imported: 0, updated: 0, unchanged: 0, stale: 0, removed: 0, notStored: 0 },
    offices: { imported: 0, updated: 0, ignored: 0, removed: 0 },
    agents: { imported: 0, updated: 0, ignored: 0, removed: 0 },
    openHouses: { applied: 0, removed: 0, ignored: 0 },
    media: { applied: 0, removed: 0, ignored: 0 },
    skipped: [],
    droppedFields: [],
  };
}

/** Adds what `more` did into `total` (a page's report into the run's). */
export function addReport(total: ImportReport, more: ImportReport): void {
  total.files += more.files;
  addCounts(total.pages, more.pages);
  total.badFiles.push(...more.badFiles);
  addCounts(total.listings, more.listings);
  addCounts(total.offices, more.offices);
  addCounts(total.agents, more.agents);
  addCounts(total.openHouses, more.openHouses);
  addCounts(total.media, more.media);
  total.skipped.push(...more.skipped);
  total.droppedFields.push(...more.droppedFields);
}
