import type { Queryable } from '../db';

/** What a stored link names: the account, the address it was sent to, and the client's language. */
export interface AccountTokenRow {
  clientId: number;
  email: string;
  language: string | null;
}

/**
 * The link whose token hashes to `tokenHash`, when it is of `purpose`, unused and unexpired; `use` marks
 * it used in the same statement, so of two requests racing with one link only one gets it. Else null.
 */
export async function findAccountToken(
  db: Queryable,
  tokenHash: string,
  purpose: string,
  { use }: { use: boolean },
): Promise<AccountTokenRow | null> {
  const { rows } = await db.query<AccountTokenRow>(
    use
      ? `UPDATE account_tokens t SET used_at = now() FROM clients c
          WHERE c.client_id = t.client_id AND t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL
            AND t.expires_at > now()
          RETURNING t.client_id AS "clientId", t.email, c.language`
      : `SELECT t.client_id AS "clientId", t.email, c.language FROM account_tokens t JOIN clients c USING (client_id)
          WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now()`,
    [tokenHash, purpose],
  );
  return rows[0] ?? null;
}
