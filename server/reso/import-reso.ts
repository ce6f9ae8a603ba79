import { brokerageName } from '../data/generator/brokerage';
import { insertGeography } from '../data/geography/insert-geography';
import type { Db } from '../db/db';
import { addReport, emptyImportReport, type ImportReport, type ResoResource } from './import-report';
import { importResoPage } from './import-reso-page';
import { listResoFiles } from './list-reso-files';
import { loadPlaceIndex } from './load-place-index';
import { readResoPage } from './read-reso-page';
import { vacuumImportTables } from './vacuum-import-tables';

export interface ImportOptions {
  /** The brokerage whose offices and members are imported and whose listings are `rtlist`. */
  brokerage?: string;
  /** Property records planned and written together. */
  batchSize?: number;
}

// Offices before members (who belong to offices), members before properties (whose agents are members),
// properties before their open houses and photos sent on their own.
const order: readonly ResoResource[] = ['Office', 'Member', 'Property', 'OpenHouse', 'Media'];

/**
 * Imports RESO Web API pages (files, or every *.json of folders), each resource in file-name order and
 * each page in one transaction (importResoPage). Bad records and stray files are reported and skipped;
 * only an unreadable path or a database failure throws. Ends with VACUUM ANALYZE, because PGlite has no
 * autovacuum (DESIGN "Data").
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
  const byResource: Record<ResoResource, string[]> = {
    Office: [],
    Member: [],
    Property: [],
    OpenHouse: [],
    Media: [],
  };
  for (const file of files) {
    const read = await readResoPage(file);
    report.files++;
    if (read.ok) byResource[read.resource].push(file);
    else report.badFiles.push({ file, reason: read.reason });
  }
  await insertGeography(db);
  const places = await loadPlaceIndex(db);
  for (const resource of order) {
    for (const file of byResource[resource]) {
      const read = await readResoPage(file);
      if (!read.ok) throw new Error(`${file} changed while importing: ${read.reason}`);
      const done = await importResoPage(db, resource, read.page.value, {
        file,
        brokerage,
        places,
        batchSize,
      });
      addReport(report, done);
    }
  }
  await vacuumImportTables(db);
  return report;
}
