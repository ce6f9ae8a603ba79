import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { findSessionClient } from '../db/queries/find-session-client';
import { hashSessionToken, sessionToken } from './session-token';

/**
 * The ClientID of the request's session (the HttpOnly `bb_session` cookie), or null for an anonymous
 * visitor: no cookie, an unknown token, or an expired session. Identity comes only from here, never from
 * a body or browser storage (DESIGN rulings).
 */
export async function sessionClientId(request: FastifyRequest, db: Db): Promise<number | null> {
  const token = sessionToken(request);
  if (!token) return null;
  return findSessionClient(db, hashSessionToken(token));
}
