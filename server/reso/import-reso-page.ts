import type { Db, Queryable } from '../db/db';
import { addCounts } from './add-counts';
import { importExpandedMemberPhotos } from './import-expanded-member-photos';
import { importMedia } from './import-media';
import { importMembers } from './import-members';
import { importOffices } from './import-offices';
import { importOpenHouses } from './import-open-houses';
import { importPropertyBatch } from './import-property-batch';
import { emptyImportReport, type ImportReport, type ResoResource } from './import-report';
import { type AgentIndex, loadAgentIndex } from './load-agent-index';
import type { PlaceIndex } from './load-place-index';
import { planPropertyOp } from './plan-property-op';
import type { PropertyOp } from './property-op';
import { recordId } from './record-id';

export interface PageContext {
  /** Where the page came from, for the report: a file name or the request's URL. */
  file: string;
  /** The brokerage whose offices and members are imported and whose listings are `rtlist`. */
  brokerage: string;
  places: PlaceIndex;
  /** The feed that sent the page (RESO_FEEDS id); null for files. Stored on its listings for full refreshes. */
  feedId?: string | null;
  /** Property records planned and written together. */
  batchSize?: number;
  /** Our agents, when the caller already read them (the sync, once per resource); else read here. */
  agents?: AgentIndex | undefined;
}

/**
 * Imports one page of records of a known resource in one transaction, so that the page is applied whole
 * or not at all. `beforeCommit` runs last inside that transaction: the sync stores its high-water mark
 * there, so a crash never separates the records from the mark that says they were applied. Bad records
 * are reported and skipped (each in its own savepoint); only a database failure throws.
 */
export async function importResoPage(
  db: Db,
  resource: ResoResource,
  records: readonly unknown[],
  context: PageContext,
  beforeCommit?: (tx: Queryable) => Promise<void>,
): Promise<ImportReport> {
  const report = emptyImportReport();
  report.pages[resource]++;
  const { file, brokerage, places } = context;
  await db.transaction(async (tx) => {
    if (resource === 'Office') {
      const done = await importOffices(tx, records, { file, brokerage, places });
      addCounts(report.offices, done.counts);
      report.skipped.push(...done.skipped);
    } else if (resource === 'Member') {
      const done = await importMembers(tx, records, { file, places });
      addCounts(report.agents, done.counts);
      report.skipped.push(...done.skipped);
      report.droppedFields.push(...done.dropped);
      if (context.feedId) {
        await tx.query(
          `UPDATE agents SET feed_id = $1 WHERE member_key = ANY($2::text[]) AND feed_id IS DISTINCT FROM $1`,
          [context.feedId, records.map((raw, position) => recordId(raw, 'MemberKey', position))],
        );
      }
      const photos = await importExpandedMemberPhotos(tx, records, { file });
      addCounts(report.media, photos.counts);
      report.skipped.push(...photos.skipped);
      report.droppedFields.push(...photos.dropped);
    } else if (resource === 'OpenHouse') {
      const done = await importOpenHouses(tx, records, { file });
      addCounts(report.openHouses, done.counts);
      report.skipped.push(...done.skipped);
      report.droppedFields.push(...done.dropped);
    } else if (resource === 'Media') {
      const done = await importMedia(tx, records, { file });
      addCounts(report.media, done.counts);
      report.skipped.push(...done.skipped);
      report.droppedFields.push(...done.dropped);
    } else {
      await importProperties(tx, records, context, report);
    }
    await beforeCommit?.(tx);
  });
  return report;
}

async function importProperties(
  tx: Queryable,
  records: readonly unknown[],
  context: PageContext,
  report: ImportReport,
): Promise<void> {
  const { file, brokerage, places, feedId = null, batchSize = 500 } = context;
  const agents = context.agents ?? (await loadAgentIndex(tx, brokerage));
  for (let start = 0; start < records.length; start += batchSize) {
    const ops: PropertyOp[] = [];
    records.slice(start, start + batchSize).forEach((raw, offset) => {
      const planned = planPropertyOp(raw, start + offset, { file, brokerage, places, agents });
      if (!('kind' in planned)) {
        report.skipped.push(planned);
        return;
      }
      ops.push(planned);
      if (planned.kind === 'upsert') {
        for (const drop of planned.dropped)
          report.droppedFields.push({ ...planned.ref, resource: 'Property', ...drop });
      }
    });
    const done = await importPropertyBatch(tx, ops);
    addCounts(report.listings, done.counts);
    report.skipped.push(...done.skipped);
    const upserted = ops.flatMap((op) => (op.kind === 'upsert' ? [op.key] : []));
    if (feedId !== null && upserted.length > 0) {
      await tx.query(
        'UPDATE listings SET feed_id = $1 WHERE listing_key = ANY($2::text[]) AND feed_id IS DISTINCT FROM $1',
        [feedId, upserted],
      );
    }
  }
}
