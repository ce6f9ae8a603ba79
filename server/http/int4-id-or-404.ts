import { ApiError } from './api-error';

/** The largest value of a PostgreSQL `integer` column (blogs.blog_id, clients.client_id). */
export const INT4_MAX = 2_147_483_647;

/**
 * `id` when an `integer` column can hold it, else the route's 404: the contract's ids go up to 2^53, and
 * a larger one reaching the database fails the query (error 22003) with a 500 (issue 23, finding 7),
 * where no record by that id can exist.
 */
export function int4IdOr404(id: number, what: string): number {
  if (id > INT4_MAX) throw new ApiError('notFound', `There is no ${what} ${id}.`);
  return id;
}
