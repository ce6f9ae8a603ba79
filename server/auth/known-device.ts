import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { insertSignInDevice, isSignInDevice, touchSignInDevice } from '../db/queries/sign-in-devices';
import { hashSessionToken, newSessionToken, tokenCookie } from './session-token';
import { httpOnlyCookie } from './start-session';

/** The cookie of a browser that signed in with a password before (server/auth/sign-in-limiter.ts). */
export const DEVICE_COOKIE = 'bb_device';
/** 400 days, the longest a browser keeps a cookie. */
const DEVICE_MAX_AGE_DAYS = 400;

/**
 * The stored hash of this browser's remembered-browser token when it signed in to `clientId` before,
 * else null: a token of another account, an unknown one or none at all count as a new browser.
 */
export async function knownDevice(db: Queryable, request: FastifyRequest, clientId: number) {
  const token = tokenCookie(request, DEVICE_COOKIE);
  if (!token) return null;
  const hash = hashSessionToken(token);
  return (await isSignInDevice(db, hash, clientId)) ? hash : null;
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
    await touchSignInDevice(db, known);
    return;
  }
  const token = newSessionToken();
  // Browsers unused longer than their cookie lives are gone from their side too.
  await insertSignInDevice(db, hashSessionToken(token), clientId, DEVICE_MAX_AGE_DAYS);
  void reply.header(
    'set-cookie',
    httpOnlyCookie(request, DEVICE_COOKIE, token, DEVICE_MAX_AGE_DAYS * 86_400),
  );
}
