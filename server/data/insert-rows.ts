import type { Queryable } from '../db/db';

/** How one column is filled: its name, its SQL element type and how to read it from a row. */
export type ColumnSpec<Row> = readonly (readonly [
  column: string,
  sqlType: string,
  value: (row: Row) => unknown,
])[];

/**
 * Inserts `rows` into `table` with one statement per batch: each column travels as one array parameter
 * and `unnest` turns the arrays back into rows. Compared with a multi-row VALUES list this keeps every
 * statement to a handful of parameters (PostgreSQL caps a statement at 65,535), whatever the batch size,
 * and both PGlite and node-postgres serialise the arrays for us. `table` and the column specs are code
 * constants, never user input.
 */
export async function insertRows<Row>(
  q: Queryable,
  table: string,
  columns: ColumnSpec<Row>,
  rows: readonly Row[],
  options: { batchSize?: number; onConflict?: string } = {},
): Promise<void> {
  const { batchSize = 20_000, onConflict = '' } = options;
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays}) ${onConflict}`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await q.query(
      sql,
      columns.map(([, , value]) => batch.map((row) => value(row) ?? null)),
    );
  }
}
