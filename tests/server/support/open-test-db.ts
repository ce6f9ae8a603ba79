import pg from 'pg';
import type { Db } from '../../../server/db/db';
import { openDb } from '../../../server/db/open-db';

export interface TestDb {
  db: Db;
  /** The PostgreSQL database's URL, for a second connection that writes as another process would. */
  url?: string;
  close: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; when DATABASE_URL is set, a
 * new database on that PostgreSQL server (created here, dropped on close), so the same tests prove both.
 */
export async function openTestDb(): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDb({});
    return { db, close: () => db.close() };
  }
  const name = `bluebonnet_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.href });
  return {
    db,
    url: url.href,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
