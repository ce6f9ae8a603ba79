import type { Queryable } from '../db';

/** Whether the remembered-browser token hashing to `tokenHash` signed in to `clientId` before. */
export async function isSignInDevice(db: Queryable, tokenHash: string, clientId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM sign_in_devices WHERE token_hash = $1 AND client_id = $2', [
    tokenHash,
    clientId,
  ]);
  return rows.length > 0;
}

/** Moves a remembered browser's last sign-in to now. */
export async function touchSignInDevice(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sign_in_devices SET last_used_at = now() WHERE token_hash = $1', [tokenHash]);
}

/** Remembers a new browser of `clientId`, forgetting its browsers unused for `forgetAfterDays`. */
export async function insertSignInDevice(
  db: Queryable,
  tokenHash: string,
  clientId: number,
  forgetAfterDays: number,
): Promise<void> {
  await db.query(
    'DELETE FROM sign_in_devices WHERE client_id = $1 AND last_used_at < now() - make_interval(days => $2::int)',
    [clientId, forgetAfterDays],
  );
  await db.query('INSERT INTO sign_in_devices (token_hash, client_id) VALUES ($1, $2)', [
    tokenHash,
    clientId,
  ]);
}
