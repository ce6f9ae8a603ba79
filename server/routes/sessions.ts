import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { FORM_MESSAGES, signInRequestSchema } from '../../src/contract';
import type { AccountRouteOptions } from '../auth/account-routes';
import { knownDevice, rememberDevice } from '../auth/known-device';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { sessionClientId } from '../auth/session-client-id';
import { hashSessionToken, sessionToken } from '../auth/session-token';
import { sessionCookie, startSession } from '../auth/start-session';
import { deleteClientSession } from '../db/queries/delete-client-session';
import { findClientLogin } from '../db/queries/find-client-login';
import { readClient } from '../db/queries/read-client';
import { acceptFormBodies } from './form-body-parser';

const refused = {
  success: false,
  code: 'invalid_credentials',
  message: FORM_MESSAGES.invalid_credentials,
} as const;

/**
 * E-mail sign-in and the session (SPEC §7 POST /sign-in; issue 7 "Sessions"). `POST /sign-in` checks the
 * password against its argon2id hash and sets the HttpOnly session cookie; attempts are counted per
 * account and per address before the check, and the sixth within a minute answers 429 (a browser that
 * signed in to the account before has its own count: server/auth/sign-in-limiter.ts). `POST /sign-out`
 * ends the session. `GET /api/session` tells a page who is signed in, since scripts cannot read the cookie.
 */
export const sessionRoutes: FastifyPluginAsync<AccountRouteOptions> = async (app, { context, accounts }) => {
  acceptFormBodies(app);
  const { db } = context;
  const { settings, signInLimiter } = accounts;
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow, so timing
  // does not tell which addresses have accounts.
  let decoy: Promise<string> | null = null;
  const decoyHash = () => {
    decoy ??= hashPassword('not-a-password-of-anyone');
    return decoy;
  };

  app.post('/sign-in', async (request, reply) => {
    const parsed = v.safeParse(signInRequestSchema, request.body ?? {});
    if (!parsed.success) return refused;
    const { email, password } = parsed.output;
    const login = await findClientLogin(db, email);
    const device = login ? await knownDevice(db, request, login.clientId) : null;
    const attempt = { email, address: request.ip, knownDevice: device };
    // The attempt is counted before the password is checked, so guesses sent at once cannot all be tried.
    const retryAfter = await signInLimiter.reserve(attempt);
    if (retryAfter > 0) {
      const message = FORM_MESSAGES.rate_limited;
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({ success: false, code: 'rate_limited', message, error: { code: 'rateLimited', message } });
    }
    const hash = login?.passwordHash ?? (await decoyHash());
    const matches = (await verifyPassword(hash, password)) && login?.passwordHash != null;
    const client = matches && login ? await readClient(db, login.clientId) : null;
    if (!client) return refused;
    await signInLimiter.succeeded(attempt);
    await startSession(db, request, reply, client.ClientID, settings.sessionDays);
    await rememberDevice(db, request, reply, client.ClientID, device);
    return { success: true, Client: client, message: 'You are signed in.' };
  });

  app.post('/sign-out', async (request, reply) => {
    const token = sessionToken(request);
    if (token) {
      await deleteClientSession(db, hashSessionToken(token));
    }
    void reply.header('set-cookie', sessionCookie(request, '', 0));
    return { success: true, message: 'You are signed out.' };
  });

  app.get('/api/session', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const clientId = await sessionClientId(request, db);
    return { Client: clientId === null ? null : await readClient(db, clientId) };
  });
};
