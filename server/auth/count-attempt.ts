import type { Queryable } from '../db/db';

/** One rate limit: at most `limit` attempts per key in a fixed window of `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** The longest window of any limit; rows older than it are of no use to anyone. */
const LONGEST_WINDOW_MS = 86_400_000;
/** Every this many counted attempts (per process), rows of windows long over are deleted. */
const PRUNE_EVERY = 200;
let sinceCleanUp = 0;

/**
 * Counts one attempt on `key` (table rate_limit_counts, migration 025) and answers 0 when it is within
 * `rule`, else the seconds until the key's window is over. One statement holding the row's lock, so
 * attempts arriving together are counted one by one on any number of servers sharing the database.
 */
export async function countAttempt(db: Queryable, key: string, rule: RateLimit, at: number): Promise<number> {
  sinceCleanUp += 1;
  if (sinceCleanUp >= PRUNE_EVERY) {
    sinceCleanUp = 0;
    await db.query('DELETE FROM rate_limit_counts WHERE window_start_ms <= $1', [at - LONGEST_WINDOW_MS]);
  }
  const { rows } = await db.query<{ attempts: number; start: string }>(
    `INSERT INTO rate_limit_counts AS c (key, window_start_ms, attempts) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN c.window_start_ms <= $2 - $3 THEN 1 ELSE c.attempts + 1 END,
       window_start_ms = CASE WHEN c.window_start_ms <= $2 - $3 THEN $2 ELSE c.window_start_ms END
     RETURNING attempts, window_start_ms::text AS start`,
    [key, at, rule.windowMs],
    { prepare: true },
  );
  const row = rows[0];
  if (!row || row.attempts <= rule.limit) return 0;
  return Math.max(1, Math.ceil((Number(row.start) + rule.windowMs - at) / 1000));
}

/** Forgets the attempts counted on `key`. */
export async function forgetAttempts(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_counts WHERE key = $1', [key]);
}

/** Gives one attempt back to `key` (a success that should not use up a shared budget). */
export async function giveAttemptBack(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE rate_limit_counts SET attempts = attempts - 1 WHERE key = $1 AND attempts > 0', [
    key,
  ]);
}
