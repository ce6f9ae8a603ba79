import type { Queryable } from '../db';

/** A key's count in its current window, and when (ms since the epoch) that window started. */
export interface AttemptCount {
  attempts: number;
  windowStartMs: number;
}

/**
 * Counts one attempt on `key` at `at` (table rate_limit_counts, migration 025), starting a new window
 * when the key's is `windowMs` old. One statement holding the row's lock, so attempts arriving together
 * are counted one by one on any number of servers sharing the database.
 */
export async function countAttemptRow(
  db: Queryable,
  key: string,
  at: number,
  windowMs: number,
): Promise<AttemptCount | null> {
  const { rows } = await db.query<{ attempts: number; start: string }>(
    `INSERT INTO rate_limit_counts AS c (key, window_start_ms, attempts) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN c.window_start_ms <= $2 - $3 THEN 1 ELSE c.attempts + 1 END,
       window_start_ms = CASE WHEN c.window_start_ms <= $2 - $3 THEN $2 ELSE c.window_start_ms END
     RETURNING attempts, window_start_ms::text AS start`,
    [key, at, windowMs],
    { prepare: true },
  );
  const row = rows[0];
  return row ? { attempts: row.attempts, windowStartMs: Number(row.start) } : null;
}

/** Deletes the counts of windows that started at or before `before` (ms). */
export async function deleteAttemptCounts(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM rate_limit_counts WHERE window_start_ms <= $1', [before]);
}
