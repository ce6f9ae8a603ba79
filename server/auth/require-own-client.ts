import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { requireSignedIn } from './require-signed-in';

/**
 * Guards every call that names a ClientID (DESIGN rulings): 401 for an anonymous visitor, 403 when the
 * named client is not the session's own, so no one reads or changes another client's data by editing an id.
 */
export async function requireOwnClient(request: FastifyRequest, db: Db, clientId: number): Promise<void> {
  const own = await requireSignedIn(request, db);
  if (own !== clientId) {
    throw ApiError.notOwner();
  }
}
