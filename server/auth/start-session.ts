import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { insertClientSession } from '../db/queries/insert-client-session';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from './session-token';

/** The Set-Cookie value of the session cookie; `maxAge` 0 clears it. */
export function sessionCookie(request: FastifyRequest, token: string, maxAgeSeconds: number): string {
  return httpOnlyCookie(request, SESSION_COOKIE, token, maxAgeSeconds);
}

/** The Set-Cookie value of an HttpOnly, SameSite=Lax cookie of the whole site; `maxAge` 0 clears it. */
export function httpOnlyCookie(request: FastifyRequest, name: string, value: string, maxAgeSeconds: number) {
  // Secure only over https, so the demo on http://localhost still signs in.
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/**
 * Signs `clientId` in on this browser: stores a new session (only the token's hash) that lasts
 * `sessionDays`, and sets the HttpOnly cookie that carries the token.
 */
export async function startSession(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  clientId: number,
  sessionDays: number,
): Promise<void> {
  const token = newSessionToken();
  await insertClientSession(db, hashSessionToken(token), clientId, sessionDays);
  void reply.header('set-cookie', sessionCookie(request, token, sessionDays * 86_400));
}
