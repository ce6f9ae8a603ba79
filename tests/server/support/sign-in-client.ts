import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../server/auth/password-hash';
import type { Db } from '../../../server/db/db';
import { insertClient } from '../../../server/db/queries/insert-client';

export interface SignedInClient {
  clientId: number;
  /** The `Cookie` header value for inject(): `bb_session=…`. */
  cookie: string;
  /** Every cookie the sign-in set, as `name=value`. */
  cookies: string[];
  email: string;
  password: string;
}

/**
 * Creates a client with an argon2id password straight in the database, then signs in through the real
 * `POST /sign-in` and answers the session cookie, so a test acts as that client. Each call makes a new
 * client (a unique e-mail unless one is given).
 */
export async function signInClient(
  app: FastifyInstance,
  db: Db,
  overrides: { email?: string; name?: string } = {},
): Promise<SignedInClient> {
  const email = overrides.email ?? `client-${randomBytes(6).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const [first, ...rest] = (overrides.name ?? 'Test Client').split(' ');
  const clientId = await insertClient(db, {
    partyName: first ?? 'Test',
    lname: rest.join(' ') || null,
    email,
    phone: '5125550147',
    passwordHash: await hashPassword(password),
  });
  if (clientId === null) throw new Error(`signInClient: ${email} already has an account`);
  const response = await app.inject({ method: 'POST', url: '/sign-in', payload: { email, password } });
  const setCookie = response.headers['set-cookie'];
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map(
    (line) => line.split(';')[0] ?? '',
  );
  const cookie = cookies.find((pair) => pair.startsWith('bb_session='));
  if (response.statusCode !== 200 || !cookie?.startsWith('bb_session=')) {
    throw new Error(`signInClient: sign-in failed (${response.statusCode}): ${response.body}`);
  }
  return { clientId, cookie, cookies, email, password };
}
