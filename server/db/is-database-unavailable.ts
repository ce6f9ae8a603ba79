/**
 * Tells a database that cannot be reached (down, restarting, failing over, out of connections, closed)
 * from a fault in the request or the SQL. The first is passing: the API answers 503 with Retry-After and
 * the next request, once the database is back, succeeds (pg's pool opens fresh connections by itself).
 * The second stays a 500 so it gets noticed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  const message = error instanceof Error ? error.message : '';
  if (MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node reports a refused connection to a name with several addresses (::1 and 127.0.0.1) as an
  // AggregateError; a wrapped error keeps the original as its cause.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}

/** Socket failures on the way to a PostgreSQL server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going away or cannot take us now (class 08, connection exceptions, is
 * matched by prefix): admin, crash and startup shutdowns, too many connections, out of memory/disk.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '53200', '53100']);

/** node-postgres and PGlite report these without a code. */
const MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
  /^PGlite is clos(ed|ing)/,
];
