import * as v from 'valibot';
import type { Queryable } from '../db/db';
import { withSavepoint } from '../db/with-savepoint';
import { describeIssues } from './describe-issues';
import { findListingHomes } from './find-listing-homes';
import { type ChildCounts, type DroppedField, emptyImportReport, type SkippedRecord } from './import-report';
import { isRowError } from './is-row-error';
import { mapPropertyChildren } from './map-property-children';
import { parseResoChildren } from './parse-reso-children';
import type { FieldDrop } from './parse-reso-fields';
import { recordId } from './record-id';
import { resoFields as f } from './reso-fields';
import { completeResoOpenHouse, resoOpenHouseEntries } from './reso-open-house-schema';

// What an open house needs to be found or taken down; MLS Grid's deletions carry no more.
const headSchema = v.object({
  OpenHouseKey: f.required,
  ListingKey: f.required,
  MlgCanView: f.yn,
});

/**
 * Applies an OpenHouse page (the resource on its own, as MLS Grid and Bridge send it), in the caller's
 * transaction: each record replaces the open house of that key, and a cancelled or withdrawn one is
 * taken down. The rules of an expanded open house apply (mapPropertyChildren). A record for a listing
 * we do not have is reported and skipped.
 */
export async function importOpenHouses(
  tx: Queryable,
  records: readonly unknown[],
  context: { file: string },
): Promise<{ counts: ChildCounts; skipped: SkippedRecord[]; dropped: DroppedField[] }> {
  const counts = emptyImportReport().openHouses;
  const skipped: SkippedRecord[] = [];
  const dropped: DroppedField[] = [];
  const heads = records.map((raw) => v.safeParse(headSchema, raw));
  const homes = await findListingHomes(
    tx,
    heads.flatMap((head) => (head.success ? [head.output.ListingKey] : [])),
  );
  for (const [position, raw] of records.entries()) {
    const skip = (reason: string) =>
      skipped.push({
        file: context.file,
        resource: 'OpenHouse',
        id: recordId(raw, 'OpenHouseKey', position),
        reason,
      });
    const head = heads[position];
    if (head === undefined || !head.success) {
      skip(head === undefined ? 'unreadable' : describeIssues(head.issues));
      continue;
    }
    const { OpenHouseKey: key, ListingKey: listingKey } = head.output;
    const remove = async () => {
      const gone = await tx.query('DELETE FROM open_houses WHERE open_house_key = $1 RETURNING id', [key]);
      counts.removed += gone.rows.length > 0 ? 1 : 0;
      counts.ignored += gone.rows.length > 0 ? 0 : 1;
    };
    if (head.output.MlgCanView === false) {
      await remove();
      continue;
    }
    const home = homes.get(listingKey);
    if (home === undefined) {
      skip(`listing ${listingKey} is not stored (not sent yet, off the market or not ours to show)`);
      continue;
    }
    const own: FieldDrop[] = [];
    const [item] =
      parseResoChildren('OpenHouse', [raw], resoOpenHouseEntries, completeResoOpenHouse, own) ?? [];
    if (item === undefined) {
      skip(own.map((drop) => drop.reason).join('; ') || 'not an open house record');
      continue;
    }
    dropped.push(
      ...own.map((drop) => ({ file: context.file, resource: 'OpenHouse' as const, id: key, ...drop })),
    );
    const children = { Media: undefined, Rooms: undefined, OpenHouse: [item] };
    const [open] = mapPropertyChildren(children, home.countySubdomain).openHouses ?? [];
    if (open === undefined) {
      await remove();
      continue;
    }
    await withSavepoint(tx, async () => {
      // The same open house, expanded in its listing without a key, is this one: one row, not two.
      await tx.query(
        `DELETE FROM open_houses WHERE open_house_key = $1
            OR (listing_key_numeric = $2 AND open_date = $3::date AND start_time IS NOT DISTINCT FROM $4::time)`,
        [key, home.keyNumeric, open.open_date, open.start_time],
      );
      await tx.query(
        `INSERT INTO open_houses (listing_key_numeric, open_date, start_time, end_time, remarks, open_house_key)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [home.keyNumeric, open.open_date, open.start_time, open.end_time, open.remarks, key],
      );
      counts.applied++;
    }).catch((error: unknown) => {
      if (!isRowError(error)) throw error;
      skip(`rejected by the database: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return { counts, skipped, dropped };
}
