import type { Queryable } from '../db/db';
import { forgetAttempts, giveAttemptBack } from '../db/queries/forget-attempts';
import { countAttempt, type RateLimit } from './count-attempt';

/** Password attempts allowed per account (or per remembered browser of it) a minute. */
const PER_ACCOUNT: RateLimit = { limit: 5, windowMs: 60_000 };
/** Password attempts allowed per address a minute (many people may share one address). */
const PER_ADDRESS: RateLimit = { limit: 20, windowMs: 60_000 };

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
 * The counts live in the database (server/auth/count-attempt.ts), so servers sharing PostgreSQL share them.
 */
export function createSignInLimiter(db: Queryable, now: () => number = Date.now): SignInLimiter {
  return {
    async reserve(attempt) {
      const at = now();
      // Both are counted even when the first refuses, so a flood spends the address's budget too.
      const account = await countAttempt(db, accountKey(attempt), PER_ACCOUNT, at);
      const address = await countAttempt(db, `a:${attempt.address}`, PER_ADDRESS, at);
      return Math.max(account, address);
    },
    async succeeded(attempt) {
      await forgetAttempts(db, accountKey(attempt));
      await giveAttemptBack(db, `a:${attempt.address}`);
    },
  };
}
