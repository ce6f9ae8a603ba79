import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { sessionClientId } from './session-client-id';

/** The session's ClientID; throws 401 'unauthorized' for an anonymous visitor. */
export async function requireSignedIn(request: FastifyRequest, db: Db): Promise<number> {
  const clientId = await sessionClientId(request, db);
  if (clientId === null) throw new ApiError('unauthorized', 'Please sign in first.');
  return clientId;
}
