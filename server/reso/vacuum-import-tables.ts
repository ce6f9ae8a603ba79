import type { Db } from '../db/db';

/** The tables an import or sync writes. */
export const importTables = [
  'listings',
  'listing_media',
  'listing_rooms',
  'open_houses',
  'listing_history',
  'agents',
  'offices',
];

/**
 * VACUUM ANALYZE of the tables an import or sync writes, because PGlite has no autovacuum (DESIGN
 * "Data"): the planner then sees the new rows and index-only scans stay. Not inside a transaction.
 */
export async function vacuumImportTables(db: Db): Promise<void> {
  await db.exec(`VACUUM (ANALYZE) ${importTables.join(', ')}`);
}
