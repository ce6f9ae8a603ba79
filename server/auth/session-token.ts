import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The name of the HttpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'bb_session';

/** A new random session token: 32 bytes, base64url (43 characters, cookie-safe). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token, so a leaked table signs no one in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session token of the request's `bb_session` cookie, or null. Only a well-formed token is read. */
export function sessionToken(request: FastifyRequest): string | null {
  return tokenCookie(request, SESSION_COOKIE);
}

/** The random token the request's cookie `name` carries, or null. Only a well-formed token is read. */
export function tokenCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return /^[\w-]{20,100}$/.test(value) ? value : null;
  }
  return null;
}
