import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../lib/project-root';
import type { Db } from './db';

const migrationsDir = join(projectRoot(), 'server/db/migrations');

/**
 * Applies, in file-name order, every `migrations/NNN_name.sql` not yet recorded in `schema_migrations`,
 * each in its own transaction. Returns the names it applied.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
  );
  const pending = readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file) && !done.has(file))
    .sort();
  for (const file of pending) {
    const sql = readFileSync(`${dir}/${file}`, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
  }
  return pending;
}
