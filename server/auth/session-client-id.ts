import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { hashSessionToken, sessionToken } from './session-token';

/**
 * The ClientID of the request's session (the HttpOnly `bb_session` cookie), or null for an anonymous
 * visitor: no cookie, an unknown token, or an expired session. Identity comes only from here, never from
 * a body or browser storage (DESIGN rulings).
 */
export async function sessionClientId(request: FastifyRequest, db: Db): Promise<number | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const { rows } = await db.query<{ client_id: number }>(
    'SELECT client_id FROM client_sessions WHERE token_hash = $1 AND expires_at > now()',
    [hashSessionToken(token)],
    { prepare: true },
  );
  return rows[0]?.client_id ?? null;
}
