import type { Queryable } from '../db/db';
import { countAttempt, type RateLimit } from './count-attempt';

/** Changes of e-mail a client may try an hour: a real person moves address once in years. */
const PER_CLIENT: RateLimit = { limit: 5, windowMs: 3_600_000 };
/** Changes of e-mail one address may try an hour, over all the accounts signed in from it. */
const PER_ADDRESS: RateLimit = { limit: 20, windowMs: 3_600_000 };

/**
 * Counts a signed-in client's attempt to change their e-mail (issue 23, finding 6) and answers 0 when it
 * may go ahead, else the seconds to wait. The profile form keeps answering `email_taken` for an address
 * another account holds: the client is signed in, has typed their own new address, and needs to know why
 * it was not saved. What made that an oracle was the rate, so the attempts are what is limited: a handful
 * an hour per client and per address, where an enumeration needs thousands.
 */
export async function countEmailChange(
  db: Queryable,
  clientId: number,
  address: string,
  at: number = Date.now(),
): Promise<number> {
  const client = await countAttempt(db, `pe:${clientId}`, PER_CLIENT, at);
  const from = await countAttempt(db, `pa:${address}`, PER_ADDRESS, at);
  return Math.max(client, from);
}
