import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type SpawnedServer, spawnServer } from '../../../scripts/support/spawn-server';
import { seed } from '../../../server/data/seed';
import type { Db } from '../../../server/db/db';
import { openDb } from '../../../server/db/open-db';
import type { ImportReport } from '../../../server/reso/import-report';
import { importReso } from '../../../server/reso/import-reso';
import { texasToday } from '../../../src/lib/time/texas-time';

export interface FeedServer {
  server: SpawnedServer;
  /** What the importer made of the page (skipped records, dropped fields). */
  report: ImportReport;
  /** Stops the server and deletes its data folder. */
  stop(): Promise<void>;
}

interface FeedServerOptions {
  /** Names the data folder under the system's temporary folder. */
  name: string;
  /** The generator's seed of the 300 demo listings around the imported ones. */
  seed: number;
  /** One RESO Web API page (OData JSON) of Property records, imported as `npm run import:reso` would. */
  page: unknown;
  /** Runs on the database after the import, before the server opens it (reads what the test needs). */
  prepare?: (db: Db) => Promise<void>;
  /** Environment of the server beside its data folder, bundle and the defaults here. */
  env?: Record<string, string>;
}

/**
 * A server of the test's own over an embedded database holding demo listings and an imported MLS page:
 * MLS data reaches the database only through the RESO importer, which must run before the server opens
 * the database (PGlite allows one process).
 */
export async function startServerWithFeed(options: FeedServerOptions): Promise<FeedServer> {
  const work = mkdtempSync(join(tmpdir(), `bluebonnet-${options.name}-`));
  const dataDir = join(work, 'data');
  let report: ImportReport;
  const db = await openDb({ dataDir });
  try {
    await seed(db, { count: 300, seed: options.seed, today: texasToday() });
    const file = join(work, 'property.json');
    writeFileSync(file, JSON.stringify(options.page));
    report = await importReso(db, [file]);
    await options.prepare?.(db);
  } finally {
    await db.close();
  }
  const server = await spawnServer({
    env: {
      DATA_DIR: dataDir,
      DIST_DIR: inject('distDir'),
      SEED_COUNT: '300',
      DATABASE_URL: '',
      ALERT_INTERVAL_MINUTES: '0',
      // Offline, as every browser test's map (global-setup.ts).
      MAP_STYLE_URL: 'offline',
      ...options.env,
    },
  }).catch((error: unknown) => {
    rmSync(work, { recursive: true, force: true });
    throw error;
  });
  return {
    server,
    report,
    async stop() {
      await server.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
