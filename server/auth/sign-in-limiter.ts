import type { Queryable } from '../db/db';

/** Password attempts allowed per account (or per remembered browser of it) within the window. */
const PER_ACCOUNT = 5;
/** Password attempts allowed per address within the window (many people may share one address). */
const PER_ADDRESS = 20;
const WINDOW_MS = 60_000;
/** Every this many attempts, rows of windows long over are deleted, so the table stays small. */
const PRUNE_EVERY = 200;

/** Who is trying: the e-mail typed, the request's address, and the browser when it signed in before. */
export interface SignInAttempt {
  email: string;
  address: string;
  /** The SHA-256 of the request's remembered-browser token, when that browser signed in to this e-mail. */
  knownDevice?: string | null;
}

export interface SignInLimiter {
  /**
   * Counts an attempt before its password is checked. Answers 0 when it may go ahead, else the seconds
   * until the next one is allowed (the attempt is then refused, and not checked).
   */
  reserve(attempt: SignInAttempt): Promise<number>;
  /** After a correct password: the account's count starts over and the address gets its attempt back. */
  succeeded(attempt: SignInAttempt): Promise<void>;
}

const accountKey = ({ email, knownDevice }: SignInAttempt) =>
  knownDevice ? `d:${knownDevice}` : `e:${email.trim().toLowerCase()}`;

/**
 * Limits password attempts per account and per address (issue 23, finding 1). An attempt takes its slot
 * before the ~0.5 s argon2 check, in one atomic statement per key, so 60 guesses sent at once get 5
 * checked, not 60: counting failures after the check let them all through.
 *
 * Against a stranger locking the owner out with 5 wrong passwords a minute (finding 8), a browser that
 * signed in to the account with its password before is counted apart ('d:' keys, a remembered-browser
 * cookie the stranger cannot have). That keeps the owner's usual browser working while a hard limit stays
 * on everyone else; progressive delays were the other choice, but they slow the owner too, and an
 * attacker's delays cost him nothing. A new browser of the owner waits out the minute as before.
 *
 * The counts live in the database (migration 025), so servers sharing PostgreSQL share them.
 */
export function createSignInLimiter(db: Queryable, now: () => number = Date.now): SignInLimiter {
  let sincePrune = 0;

  /** Counts one attempt on `key`; answers the seconds to wait when it is over `limit`, else 0. */
  const take = async (key: string, limit: number, at: number) => {
    const { rows } = await db.query<{ attempts: number; start: string }>(
      `INSERT INTO sign_in_attempts AS s (key, window_start_ms, attempts) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN s.window_start_ms <= $2 - $3 THEN 1 ELSE s.attempts + 1 END,
         window_start_ms = CASE WHEN s.window_start_ms <= $2 - $3 THEN $2 ELSE s.window_start_ms END
       RETURNING attempts, window_start_ms::text AS start`,
      [key, at, WINDOW_MS],
      { prepare: true },
    );
    const row = rows[0];
    if (!row || row.attempts <= limit) return 0;
    return Math.max(1, Math.ceil((Number(row.start) + WINDOW_MS - at) / 1000));
  };

  const prune = async (at: number) => {
    sincePrune += 1;
    if (sincePrune < PRUNE_EVERY) return;
    sincePrune = 0;
    await db.query('DELETE FROM sign_in_attempts WHERE window_start_ms <= $1', [at - WINDOW_MS]);
  };

  return {
    async reserve(attempt) {
      const at = now();
      await prune(at);
      // Both are counted even when the first refuses, so a flood spends the address's budget too.
      const account = await take(accountKey(attempt), PER_ACCOUNT, at);
      const address = await take(`a:${attempt.address}`, PER_ADDRESS, at);
      return Math.max(account, address);
    },
    async succeeded(attempt) {
      await db.query('DELETE FROM sign_in_attempts WHERE key = $1', [accountKey(attempt)]);
      await db.query('UPDATE sign_in_attempts SET attempts = attempts - 1 WHERE key = $1 AND attempts > 0', [
        `a:${attempt.address}`,
      ]);
    },
  };
}
