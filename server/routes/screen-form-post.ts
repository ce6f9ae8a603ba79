import { HONEYPOT_FIELD } from '../../src/contract';
import { countAttempt, type RateLimit } from '../auth/count-attempt';
import type { Queryable } from '../db/db';

/** Which form a post came from: each has its own budget, so a tour request does not use up a message. */
export type PublicForm = 'lead' | 'contact';

/**
 * Good posts one address may send in 10 minutes: a visitor asks about a few homes in a sitting; a flood
 * sends dozens a second. Offices share one address behind their router, hence not 1 or 2.
 */
const BURST: RateLimit = { limit: 5, windowMs: 600_000 };
/** Good posts one address may send in a day, so a slow drip cannot fill an agent's inbox either. */
const DAILY: RateLimit = { limit: 20, windowMs: 86_400_000 };

export type Screening =
  | { verdict: 'accept' }
  | { verdict: 'decoy' }
  | { verdict: 'limited'; retryAfter: number };

/** True when the hidden decoy field came back with anything in it. */
function fillsHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value: unknown = Reflect.get(body, HONEYPOT_FIELD);
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/**
 * Decides what becomes of a lead, tour or contact post that passed validation (issue 23, finding 5).
 * Every such post is counted on its address (`rate_limit_counts`, the one way we count, shared by all
 * servers on the database); past the limits it is refused with the seconds to wait. A post that filled
 * the honeypot is a 'decoy': the route answers it as a success and keeps nothing. Counting comes first so
 * a bot learns nothing from when its decoys start being refused.
 */
export async function screenFormPost(
  db: Queryable,
  form: PublicForm,
  address: string,
  body: unknown,
  at: number = Date.now(),
): Promise<Screening> {
  const burst = await countAttempt(db, `f10:${form}:${address}`, BURST, at);
  const daily = await countAttempt(db, `f24:${form}:${address}`, DAILY, at);
  const retryAfter = Math.max(burst, daily);
  if (retryAfter > 0) return { verdict: 'limited', retryAfter };
  return fillsHoneypot(body) ? { verdict: 'decoy' } : { verdict: 'accept' };
}
