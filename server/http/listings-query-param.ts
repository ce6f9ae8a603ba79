import { decodeListingsQuery, type ListingsQuery } from '../../src/contract';
import { ApiError } from './api-error';

/**
 * The `{json}` segment of the listings and map-pin calls as a validated query, or a 400 naming the
 * problem. Favorites and saved searches answer 401: they belong to a signed-in client, and until
 * sessions exist nobody can prove to be that client (DESIGN rulings: never trust a sent ClientID).
 */
export function listingsQueryParam(segment: string): ListingsQuery {
  const decoded = decodeListingsQuery(segment);
  if (!decoded.ok) throw new ApiError('badRequest', decoded.message, { issues: decoded.issues });
  const query = decoded.value;
  if (query.filters.filterBy === 'favorite' || query.filters.clientId !== undefined) {
    throw new ApiError('unauthorized', 'Sign in to see your favorites.');
  }
  if (query.filters.saveSearch !== undefined) {
    throw new ApiError('unauthorized', 'Sign in to use your saved searches.');
  }
  return query;
}
