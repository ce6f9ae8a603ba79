import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** Beyond this many distinct texts a statement simply runs unprepared (callers promise a fixed few). */
const MAX_PREPARED = 200;

interface Prepared {
  name: string;
  /** Parameter type OIDs, to write values exactly as PGlite's own query() would. */
  types: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Named prepared statements for PGlite, which offers none through query(): that call parses and plans
 * its SQL every time, and in WebAssembly planning an autocomplete query cost as much as running it
 * (≈1 ms). A statement is parsed and described once; each run is then one bind-execute exchange, and
 * PostgreSQL's plan cache may settle on a generic plan. The caller holds PGlite exclusively (the server
 * serves statements one at a time, server/db/serve-in-request-order.ts).
 */
export function pglitePrepared(pg: PGlite) {
  const statements = new Map<string, Prepared>();

  const prepare = async (sql: string): Promise<Prepared> => {
    const name = `bb_${statements.size + 1}`;
    const { serialize } = protocol;
    const described = await pg.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, types: parse.parseDescribeStatementResults(described.messages) };
    statements.set(sql, prepared);
    return prepared;
  };

  return {
    /** Whether `sql` may be run prepared (the cache has room, or already holds it). */
    accepts: (sql: string) => statements.has(sql) || statements.size < MAX_PREPARED,

    async query(sql: string, params: readonly unknown[]): Promise<Record<string, unknown>[]> {
      return pg.runExclusive(async () => {
        const statement = statements.get(sql) ?? (await prepare(sql));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const write = pg.serializers[statement.types[i] ?? 0];
          return write ? write(value) : String(value);
        });
        const { serialize } = protocol;
        const result = await pg.execProtocol(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        return (parse.parseResults(result.messages, pg.parsers)[0]?.rows ?? []) as Record<string, unknown>[];
      });
    },
  };
}
