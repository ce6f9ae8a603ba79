import type { FastifyRequest } from 'fastify';
import { decodeListingsQuery, type ListingsQuery } from '../../src/contract';
import { requireSignedIn } from '../auth/require-signed-in';
import type { Db } from '../db/db';
import { savedSearchOwner } from '../db/queries/saved-search-rows';
import { ApiError } from './api-error';

export interface OwnListingsQuery {
  /** The validated query, without the fields that name a client. */
  query: ListingsQuery;
  /** `filterBy: 'favorite'`: the signed-in client whose favorites the search is narrowed to. */
  favoritesOf: number | undefined;
}

/**
 * The `{json}` segment of the listings and map-pin calls as a validated query, or a 400 naming the
 * problem. A query naming a client (`filterBy: 'favorite'`, `clientId`, `saveSearch`) is the signed-in
 * client's own: 401 when nobody is signed in, 403 for another client's id or saved search (DESIGN
 * rulings: never trust a sent ClientID). A `saveSearch` id only marks which saved search the filters
 * came from; the filters themselves travel in the query.
 */
export async function ownListingsQuery(
  request: FastifyRequest,
  db: Db,
  segment: string,
): Promise<OwnListingsQuery> {
  const decoded = decodeListingsQuery(segment);
  if (!decoded.ok) throw new ApiError('badRequest', decoded.message, { issues: decoded.issues });
  const { filterBy, clientId, saveSearch, ...filters } = decoded.value.filters;
  const query = { ...decoded.value, filters };
  if (filterBy === undefined && clientId === undefined && saveSearch === undefined) {
    return { query, favoritesOf: undefined };
  }
  const own = await requireSignedIn(request, db);
  if (
    (clientId !== undefined && clientId !== own) ||
    (saveSearch !== undefined && (await savedSearchOwner(db, saveSearch)) !== own)
  ) {
    throw ApiError.notOwner();
  }
  return { query, favoritesOf: filterBy === 'favorite' ? own : undefined };
}
