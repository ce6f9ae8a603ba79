/**
 * `npm run import:reso -- <file-or-folder>… [--brokerage NAME]`: imports RESO Web API (OData JSON) pages
 * of Property, Member, Office, OpenHouse and Media records into the configured database (DATA_DIR for the
 * embedded one, default 'data'; DATABASE_URL for PostgreSQL) and prints what it did, with every skipped
 * record.
 * Exit code 0 when the import ran, skipped records or not; 1 when it could not run (unreadable path,
 * database down); 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { openDb } from '../db/open-db';
import { formatImportReport } from './format-import-report';
import { importReso } from './import-reso';
import { listResoFiles } from './list-reso-files';

const usage = 'usage: npm run import:reso -- <file-or-folder>… [--brokerage NAME]';

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    // parseArgs throws on unknown or malformed options.
    console.error(`import:reso: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.positionals.length === 0) {
    console.error(`import:reso: name a file or folder of RESO pages\n${usage}`);
    process.exitCode = 2;
    return;
  }
  try {
    // Before opening the database: a mistyped path should not cost a database start to find out.
    await listResoFiles(parsed.positionals);
  } catch (error) {
    console.error(`import:reso: cannot read ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  }
  const dataDir = process.env.DATA_DIR ?? 'data';
  const databaseUrl = process.env.DATABASE_URL;
  const started = performance.now();
  try {
    const db = await openDb({ dataDir, databaseUrl });
    try {
      const brokerage = parsed.values.brokerage;
      const report = await importReso(db, parsed.positionals, brokerage === undefined ? {} : { brokerage });
      const where = databaseUrl === undefined ? `PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
      console.info(formatImportReport(report, where, performance.now() - started));
    } finally {
      await db.close();
    }
  } catch (error) {
    console.error(
      `import:reso: the import could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  }
}

function parse() {
  return parseArgs({ allowPositionals: true, options: { brokerage: { type: 'string' } } });
}

await main();
