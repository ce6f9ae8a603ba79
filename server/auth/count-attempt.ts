import type { Queryable } from '../db/db';
import { countAttemptRow, deleteAttemptCounts } from '../db/queries/count-attempt-row';

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
 * `rule`, else the seconds until the key's window is over.
 */
export async function countAttempt(db: Queryable, key: string, rule: RateLimit, at: number): Promise<number> {
  sinceCleanUp += 1;
  if (sinceCleanUp >= PRUNE_EVERY) {
    sinceCleanUp = 0;
    await deleteAttemptCounts(db, at - LONGEST_WINDOW_MS);
  }
  const row = await countAttemptRow(db, key, at, rule.windowMs);
  if (!row || row.attempts <= rule.limit) return 0;
  return Math.max(1, Math.ceil((row.windowStartMs + rule.windowMs - at) / 1000));
}
