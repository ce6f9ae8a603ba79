import type { Queryable } from '../db/db';
import { findAccountToken } from '../db/queries/find-account-token';
import { replaceAccountToken } from '../db/queries/replace-account-token';
import { type AccountLanguage, accountLanguage } from '../mail/compose-account-email';
import { hashSessionToken, newSessionToken } from './session-token';

/** What a link e-mailed to a client does (table account_tokens, migration 029). */
export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/**
 * How long each link works. A recovery link gives the account to whoever holds it, so an hour; a
 * verification link only proves an address, and a client may read a welcome e-mail days later.
 */
const LIFETIME_MINUTES: Record<AccountTokenPurpose, number> = {
  verify_email: 7 * 24 * 60,
  reset_password: 60,
};

/** What a valid link names: the account, the address it was sent to, and the client's language. */
export interface AccountTokenTarget {
  clientId: number;
  email: string;
  language: AccountLanguage;
}

/** The target of a link, used or only looked at; a made-up value is no link and never reaches the database. */
async function findTarget(
  db: Queryable,
  token: string,
  purpose: AccountTokenPurpose,
  use: boolean,
): Promise<AccountTokenTarget | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const row = await findAccountToken(db, hashSessionToken(token), purpose, { use });
  return row ? { clientId: row.clientId, email: row.email, language: accountLanguage(row.language) } : null;
}

/**
 * A new link of `purpose` for `clientId`, sent to `email`: a random token of which only the SHA-256 is
 * stored. A random single-use token rather than a signed (HMAC) one, because a recovery link must stop
 * working once used, which a signature alone cannot do, and one kind of link serves both purposes. It
 * replaces the account's earlier links of the same purpose: only the latest e-mail's link works.
 */
export async function issueAccountToken(
  db: Queryable,
  clientId: number,
  purpose: AccountTokenPurpose,
  email: string,
): Promise<string> {
  const token = newSessionToken();
  await replaceAccountToken(db, {
    tokenHash: hashSessionToken(token),
    clientId,
    purpose,
    email,
    lifetimeMinutes: LIFETIME_MINUTES[purpose],
  });
  return token;
}

/** The target of an unused, unexpired link, without using it (the page a GET opens); else null. */
export function peekAccountToken(db: Queryable, token: string, purpose: AccountTokenPurpose) {
  return findTarget(db, token, purpose, false);
}

/**
 * Uses a link: marks it used and answers its target, or null when it is unknown, expired or used. One
 * UPDATE, so of two requests racing with one link only one gets the target.
 */
export function useAccountToken(db: Queryable, token: string, purpose: AccountTokenPurpose) {
  return findTarget(db, token, purpose, true);
}
