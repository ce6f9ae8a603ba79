import type { Queryable } from '../db';

export interface NewAccountToken {
  tokenHash: string;
  clientId: number;
  /** 'verify_email' or 'reset_password' (server/auth/account-token.ts). */
  purpose: string;
  email: string;
  lifetimeMinutes: number;
}

/** Stores a link's token hash, replacing the account's earlier links of the same purpose. */
export async function replaceAccountToken(db: Queryable, token: NewAccountToken): Promise<void> {
  await db.query('DELETE FROM account_tokens WHERE client_id = $1 AND purpose = $2', [
    token.clientId,
    token.purpose,
  ]);
  await db.query(
    `INSERT INTO account_tokens (token_hash, client_id, purpose, email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int))`,
    [token.tokenHash, token.clientId, token.purpose, token.email, token.lifetimeMinutes],
  );
}
