import type { Queryable } from '../db/db';
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

interface TargetRow {
  clientId: number;
  email: string;
  language: string | null;
}

const target = (row: TargetRow | undefined): AccountTokenTarget | null =>
  row ? { clientId: row.clientId, email: row.email, language: accountLanguage(row.language) } : null;

// Only a well-formed token reaches the database (a made-up value is no link).
const wellFormed = (token: string) => /^[\w-]{20,100}$/.test(token);

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
  await db.query('DELETE FROM account_tokens WHERE client_id = $1 AND purpose = $2', [clientId, purpose]);
  await db.query(
    `INSERT INTO account_tokens (token_hash, client_id, purpose, email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int))`,
    [hashSessionToken(token), clientId, purpose, email, LIFETIME_MINUTES[purpose]],
  );
  return token;
}

/** The target of an unused, unexpired link, without using it (the page a GET opens); else null. */
export async function peekAccountToken(
  db: Queryable,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenTarget | null> {
  if (!wellFormed(token)) return null;
  const { rows } = await db.query<TargetRow>(
    `SELECT t.client_id AS "clientId", t.email, c.language FROM account_tokens t JOIN clients c USING (client_id)
      WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now()`,
    [hashSessionToken(token), purpose],
  );
  return target(rows[0]);
}

/**
 * Uses a link: marks it used and answers its target, or null when it is unknown, expired or used. One
 * UPDATE, so of two requests racing with one link only one gets the target.
 */
export async function useAccountToken(
  db: Queryable,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenTarget | null> {
  if (!wellFormed(token)) return null;
  const { rows } = await db.query<TargetRow>(
    `UPDATE account_tokens t SET used_at = now() FROM clients c
      WHERE c.client_id = t.client_id AND t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL
        AND t.expires_at > now()
      RETURNING t.client_id AS "clientId", t.email, c.language`,
    [hashSessionToken(token), purpose],
  );
  return target(rows[0]);
}
