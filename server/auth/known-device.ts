import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { hashSessionToken, newSessionToken, tokenCookie } from './session-token';
import { httpOnlyCookie } from './start-session';

/** The cookie of a browser that signed in with a password before (server/auth/sign-in-limiter.ts). */
export const DEVICE_COOKIE = 'bb_device';
/** 400 days, the longest a browser keeps a cookie. */
const DEVICE_MAX_AGE_S = 400 * 86_400;

/**
 * The stored hash of this browser's remembered-browser token when it signed in to `clientId` before,
 * else null: a token of another account, an unknown one or none at all count as a new browser.
 */
export async function knownDevice(db: Queryable, request: FastifyRequest, clientId: number) {
  const token = tokenCookie(request, DEVICE_COOKIE);
  if (!token) return null;
  const hash = hashSessionToken(token);
  const { rows } = await db.query('SELECT 1 FROM sign_in_devices WHERE token_hash = $1 AND client_id = $2', [
    hash,
    clientId,
  ]);
  return rows.length > 0 ? hash : null;
}

/**
 * Remembers this browser for `clientId` after a correct password: `known` is what `knownDevice` found
 * (then only its date moves), else a new token is stored and set as an HttpOnly cookie.
 */
export async function rememberDevice(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  clientId: number,
  known: string | null,
): Promise<void> {
  if (known) {
    await db.query('UPDATE sign_in_devices SET last_used_at = now() WHERE token_hash = $1', [known]);
    return;
  }
  const token = newSessionToken();
  // Browsers unused longer than their cookie lives are gone from their side too.
  await db.query(
    "DELETE FROM sign_in_devices WHERE client_id = $1 AND last_used_at < now() - interval '400 days'",
    [clientId],
  );
  await db.query('INSERT INTO sign_in_devices (token_hash, client_id) VALUES ($1, $2)', [
    hashSessionToken(token),
    clientId,
  ]);
  void reply.header('set-cookie', httpOnlyCookie(request, DEVICE_COOKIE, token, DEVICE_MAX_AGE_S));
}
