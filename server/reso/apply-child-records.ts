import * as v from 'valibot';
import type { Queryable } from '../db/db';
import { withSavepoint } from '../db/with-savepoint';
import { describeIssues } from './describe-issues';
import { findListingHomes, type ListingHome } from './find-listing-homes';
import { type ChildCounts, type DroppedField, emptyImportReport, type SkippedRecord } from './import-report';
import { isRowError } from './is-row-error';
import type { FieldDrop } from './parse-reso-fields';
import { recordId } from './record-id';

/** What a child resource sent on its own (OpenHouse, Media) needs before its records are applied. */
interface ChildResource<Head extends { MlgCanView: boolean | null }, Row> {
  resource: 'OpenHouse' | 'Media';
  /** The record's key field, for the report. */
  keyField: 'OpenHouseKey' | 'MediaKey';
  /** The fields that find the record's row and listing; MLS Grid's deletions carry no more. */
  head: v.GenericSchema<unknown, Head>;
  keyOf(head: Head): string;
  listingKeyOf(head: Head): string;
  /** True for a record that is none of ours to apply (a member's photo): counted as ignored. */
  ignore?(head: Head): boolean;
  /** The row the record maps to for its listing; a field it cannot do without is reported in `own`. */
  rowOf(raw: unknown, home: ListingHome, own: FieldDrop[]): { row: Row | null } | undefined;
  /** Deletes the record's stored row; returns how many went. */
  remove(tx: Queryable, key: string): Promise<number>;
  /** Writes the row (in a savepoint: a row the database refuses costs only its record). */
  apply(tx: Queryable, key: string, home: ListingHome, row: Row, head: Head): Promise<'applied' | 'ignored'>;
}

export interface ChildRecordsResult {
  counts: ChildCounts;
  skipped: SkippedRecord[];
  dropped: DroppedField[];
}

/**
 * Applies a page of a child resource sent on its own, in the caller's transaction: each record replaces
 * the row of its key, `MlgCanView: false` takes it down, and so does a record whose row maps to nothing
 * (a cancelled open house, a document among photos). A record of a listing we do not have, or one
 * without what it cannot do without, is reported and skipped; a bad detail field is dropped, reported.
 */
export async function applyChildRecords<Head extends { MlgCanView: boolean | null }, Row>(
  tx: Queryable,
  records: readonly unknown[],
  context: { file: string },
  child: ChildResource<Head, Row>,
): Promise<ChildRecordsResult> {
  const counts = emptyImportReport().media;
  const skipped: SkippedRecord[] = [];
  const dropped: DroppedField[] = [];
  const heads = records.map((raw) => v.safeParse(child.head, raw));
  const homes = await findListingHomes(
    tx,
    heads.flatMap((head) => (head.success ? [child.listingKeyOf(head.output)] : [])),
  );
  const noun = child.resource === 'Media' ? 'photo' : 'open house';
  for (const [position, raw] of records.entries()) {
    const skip = (reason: string) =>
      skipped.push({
        file: context.file,
        resource: child.resource,
        id: recordId(raw, child.keyField, position),
        reason,
      });
    const head = heads[position];
    if (head === undefined || !head.success) {
      skip(head === undefined ? 'unreadable' : describeIssues(head.issues));
      continue;
    }
    if (child.ignore?.(head.output)) {
      counts.ignored++;
      continue;
    }
    const key = child.keyOf(head.output);
    const remove = async () => {
      const gone = await child.remove(tx, key);
      if (gone > 0) counts.removed++;
      else counts.ignored++;
    };
    if (head.output.MlgCanView === false) {
      await remove();
      continue;
    }
    const listingKey = child.listingKeyOf(head.output);
    const home = homes.get(listingKey);
    if (home === undefined) {
      skip(`listing ${listingKey} is not stored (not sent yet, off the market or not ours to show)`);
      continue;
    }
    const own: FieldDrop[] = [];
    const mapped = child.rowOf(raw, home, own);
    if (mapped === undefined) {
      skip(own.map((drop) => drop.reason).join('; ') || `not a ${noun} record`);
      continue;
    }
    dropped.push(...own.map((drop) => ({ file: context.file, resource: child.resource, id: key, ...drop })));
    const { row } = mapped;
    if (row === null) {
      await remove();
      continue;
    }
    await withSavepoint(tx, async () => {
      counts[await child.apply(tx, key, home, row, head.output)]++;
    }).catch((error: unknown) => {
      if (!isRowError(error)) throw error;
      skip(`rejected by the database: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return { counts, skipped, dropped };
}
