import type { Queryable } from '../db';

/** Forgets the attempts counted on `key` (server/auth/count-attempt.ts). */
export async function forgetAttempts(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_counts WHERE key = $1', [key]);
}

/** Gives one attempt back to `key` (a success that should not use up a shared budget). */
export async function giveAttemptBack(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE rate_limit_counts SET attempts = attempts - 1 WHERE key = $1 AND attempts > 0', [
    key,
  ]);
}
