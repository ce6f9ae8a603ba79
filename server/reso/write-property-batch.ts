import type { Queryable } from '../db/db';
import { assignListingKeys } from './assign-listing-keys';
import { findStoredListings } from './find-stored-listings';
import { emptyImportReport, type ListingCounts, type SkippedRecord } from './import-report';
import type { PropertyOp } from './property-op';
import { type ListingWrite, writeListingRows } from './write-listing-rows';

export interface BatchOutcome {
  counts: ListingCounts;
  skipped: SkippedRecord[];
}

/**
 * Applies a batch of Property operations in the caller's transaction. Everything that could make a
 * record fail (duplicate keys, numbers taken by another listing) is decided before the first write, so
 * the writes themselves only carry good records. A newer ModificationTimestamp wins, an equal one is a
 * no-op (which is what makes a repeated import leave the data untouched), an older one is ignored.
 */
export async function writePropertyBatch(q: Queryable, batch: readonly PropertyOp[]): Promise<BatchOutcome> {
  const counts = emptyImportReport().listings;
  const skipped: SkippedRecord[] = [];
  const latest = new Map<string, PropertyOp>();
  for (const op of batch) {
    const seen = latest.get(op.key);
    // Within a page the later of two copies wins a tie: feeds append corrections.
    if (seen === undefined || Date.parse(op.modifiedAt) >= Date.parse(seen.modifiedAt)) {
      latest.set(op.key, op);
    }
    if (seen !== undefined) counts.stale++;
  }
  const ops = [...latest.values()];
  const stored = await findStoredListings(q, ops);

  const removals: string[] = [];
  const upserts: { op: Extract<PropertyOp, { kind: 'upsert' }>; storedKeyNumeric: number | null }[] = [];
  for (const op of ops) {
    const found = stored.get(op.key);
    if (found !== undefined && found.newer < 0) counts.stale++;
    else if (op.kind === 'remove') {
      if (found === undefined) counts.notStored++;
      else removals.push(op.key);
    } else if (found?.newer === 0) counts.unchanged++;
    else upserts.push({ op, storedKeyNumeric: found?.key_numeric ?? null });
  }

  if (removals.length > 0) {
    // Child rows go with the listing (ON DELETE CASCADE).
    const removed = await q.query(
      'DELETE FROM listings WHERE listing_key = ANY($1::text[]) RETURNING listing_key',
      [removals],
    );
    counts.removed += removed.rows.length;
  }

  const keys = await assignListingKeys(
    q,
    upserts.map(({ op, storedKeyNumeric }) => ({
      key: op.key,
      mlsNum: op.listing.row.mls_num,
      mls: op.listing.row.originating_system_name,
      feedKeyNumeric: op.listing.feedKeyNumeric,
      storedKeyNumeric,
    })),
  );
  const writes: ListingWrite[] = [];
  for (const { op, storedKeyNumeric } of upserts) {
    const keyNumeric = keys.get(op.key);
    if (typeof keyNumeric !== 'number') {
      skipped.push({ ...op.ref, resource: 'Property', reason: keyNumeric?.reason ?? 'no ListingKeyNumeric' });
      continue;
    }
    const found = stored.get(op.key);
    writes.push({ keyNumeric, listing: op.listing, stored: found ?? null });
    if (storedKeyNumeric === null) counts.imported++;
    else counts.updated++;
  }
  await writeListingRows(q, writes);
  return { counts, skipped };
}
