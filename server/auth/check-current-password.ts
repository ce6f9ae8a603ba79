import type { FastifyRequest } from 'fastify';
import type { FormMessageKey } from '../../src/contract';
import type { Queryable } from '../db/db';
import type { Accounts } from './accounts';
import { knownDevice } from './known-device';
import { verifyPassword } from './password-hash';

/** Why the current password did not confirm a change; `retryAfter` (seconds) with 'rate_limited'. */
export type CurrentPasswordRefusal = { code: FormMessageKey; retryAfter?: number };

/**
 * Checks the current password a signed-in client typed to confirm a change of password or e-mail (issue
 * 23, finding 4): counted by the sign-in limiter before the check like a sign-in, so a stolen session
 * cannot be used to guess it. Null when it matches. An account made by Google or Facebook sign-in has no
 * password to confirm with: 'password_not_set' asks it to set one through "Forgot password?" first (the
 * recovery e-mail proves the address, which is what the password would have proven).
 */
export async function checkCurrentPassword(
  db: Queryable,
  accounts: Accounts,
  request: FastifyRequest,
  account: { clientId: number; email: string; passwordHash: string | null },
  password: string,
): Promise<CurrentPasswordRefusal | null> {
  if (!account.passwordHash) return { code: 'password_not_set' };
  if (!password) return { code: 'required' };
  const attempt = {
    email: account.email,
    address: request.ip,
    knownDevice: await knownDevice(db, request, account.clientId),
  };
  const retryAfter = await accounts.signInLimiter.reserve(attempt);
  if (retryAfter > 0) return { code: 'rate_limited', retryAfter };
  if (!(await verifyPassword(account.passwordHash, password))) return { code: 'wrong_current_password' };
  await accounts.signInLimiter.succeeded(attempt);
  return null;
}
