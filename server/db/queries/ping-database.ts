import type { Queryable } from '../db';

/** Throws when the database does not answer (the health and readiness checks). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
