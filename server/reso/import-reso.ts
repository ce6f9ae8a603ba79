import { brokerageName } from '../data/generator/brokerage';
import { insertGeography } from '../data/geography/insert-geography';
import type { Db } from '../db/db';
import { addCounts } from './add-counts';
import { importMembers } from './import-members';
import { importOffices } from './import-offices';
import { importPropertyBatch } from './import-property-batch';
import { emptyImportReport, type ImportReport, type ResoResource } from './import-report';
import { listResoFiles } from './list-reso-files';
import { loadAgentIndex } from './load-agent-index';
import { loadPlaceIndex } from './load-place-index';
import { planPropertyOp } from './plan-property-op';
import type { PropertyOp } from './property-op';
import { readResoPage } from './read-reso-page';

export interface ImportOptions {
  /** The brokerage whose offices and members are imported and whose listings are `rtlist`. */
  brokerage?: string;
  /** Property records per transaction. */
  batchSize?: number;
}

const tables = [
  'listings',
  'listing_media',
  'listing_rooms',
  'open_houses',
  'listing_history',
  'agents',
  'offices',
];

/**
 * Imports RESO Web API pages (files, or every *.json of folders): offices first, then members (who
 * belong to offices), then properties (whose agents are members), each resource in file-name order.
 * Bad records and stray files are reported and skipped; only an unreadable path or a database failure
 * throws. Ends with VACUUM ANALYZE, because PGlite has no autovacuum (DESIGN "Data").
 */
export async function importReso(
  db: Db,
  paths: readonly string[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { brokerage = brokerageName, batchSize = 500 } = options;
  const report = emptyImportReport();
  const files = await listResoFiles(paths);
  // Pages are read twice (sorted by resource first, imported next) so memory holds one page at a time.
  const byResource: Record<ResoResource, string[]> = { Office: [], Member: [], Property: [] };
  for (const file of files) {
    const read = await readResoPage(file);
    report.files++;
    if (read.ok) byResource[read.resource].push(file);
    else report.badFiles.push({ file, reason: read.reason });
  }
  await insertGeography(db);
  const places = await loadPlaceIndex(db);
  const pageOf = async (file: string) => {
    const read = await readResoPage(file);
    if (!read.ok) throw new Error(`${file} changed while importing: ${read.reason}`);
    return read.page.value;
  };

  for (const file of byResource.Office) {
    const done = await importOffices(db, await pageOf(file), { file, brokerage, places });
    addCounts(report.offices, done.counts);
    report.skipped.push(...done.skipped);
    report.pages.Office++;
  }
  for (const file of byResource.Member) {
    const done = await importMembers(db, await pageOf(file), { file, places });
    addCounts(report.agents, done.counts);
    report.skipped.push(...done.skipped);
    report.droppedFields.push(...done.dropped);
    report.pages.Member++;
  }
  const agents = await loadAgentIndex(db, brokerage);
  for (const file of byResource.Property) {
    const records = await pageOf(file);
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
          const { ref } = planned;
          for (const drop of planned.dropped)
            report.droppedFields.push({ ...ref, resource: 'Property', ...drop });
        }
      });
      const done = await importPropertyBatch(db, ops);
      addCounts(report.listings, done.counts);
      report.skipped.push(...done.skipped);
    }
    report.pages.Property++;
  }
  // VACUUM cannot run inside a transaction; it also analyses, so the planner sees the new rows.
  await db.exec(`VACUUM (ANALYZE) ${tables.join(', ')}`);
  return report;
}
