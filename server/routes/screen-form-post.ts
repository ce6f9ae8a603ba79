import { HONEYPOT_FIELD } from '../../src/contract';
import { countAttempt, type RateLimit } from '../auth/count-attempt';
import type { Queryable } from '../db/db';

/** Which form a post came from: each has its own budget, so a tour request does not use up a message. */
export type PublicForm = 'lead' | 'contact';

/**
 * Good posts one address may send (FORM_POSTS_PER_10_MINUTES, FORM_POSTS_PER_DAY). In 10 minutes, 5 by
 * default: a visitor asks about a few homes in a sitting, a flood sends dozens a second, and offices share
 * one address behind their router, hence not 1 or 2. In a day, 20, so a slow drip cannot fill an agent's
 * inbox either.
 */
export interface FormLimits {
  per10Minutes: number;
  perDay: number;
}

export const DEFAULT_FORM_LIMITS: FormLimits = { per10Minutes: 5, perDay: 20 };

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
  limits: FormLimits = DEFAULT_FORM_LIMITS,
  at: number = Date.now(),
): Promise<Screening> {
  const burst: RateLimit = { limit: limits.per10Minutes, windowMs: 600_000 };
  const daily: RateLimit = { limit: limits.perDay, windowMs: 86_400_000 };
  const burstWait = await countAttempt(db, `f10:${form}:${address}`, burst, at);
  const dailyWait = await countAttempt(db, `f24:${form}:${address}`, daily, at);
  const retryAfter = Math.max(burstWait, dailyWait);
  if (retryAfter > 0) return { verdict: 'limited', retryAfter };
  return fillsHoneypot(body) ? { verdict: 'decoy' } : { verdict: 'accept' };
}
