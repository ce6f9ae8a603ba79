/**
 * The one database interface the server codes against. Two implementations speak the same PostgreSQL
 * dialect: embedded PGlite (default, zero setup) and a PostgreSQL server (when DATABASE_URL is set).
 * Keep SQL to what both PostgreSQL 15 and 18 accept.
 */
export interface QueryResult<Row> {
  rows: Row[];
}

export interface QueryOptions {
  /**
   * Keep the statement prepared and reuse it: the database then parses it once and, after a few runs,
   * may plan it once for all parameter values. Only for SQL whose text is one of a fixed few (never text
   * built from a request's shape) and whose best plan does not depend on its parameter values.
   */
  prepare?: boolean;
}

export interface Queryable {
  /** Runs one parameterised statement ($1, $2 …). */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations, seeding). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * The data generation: a number that changes after every write made through this Db (any statement
   * but a plain SELECT, every exec and transaction). While it stands still nothing can have changed, so
   * the search index need not read the change log (server/search/synced-listing-index.ts). Absent when
   * other processes may write unseen (a PostgreSQL server): the log is read before every search then.
   */
  generation?: () => number;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
