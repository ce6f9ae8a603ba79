/**
 * The server's SQL lives in server/db/queries, one module per query (README "Layout"): routes, sign-in,
 * mail, host checks and server pages call those modules. This lists the places in those folders that
 * query the database themselves, so a statement cannot slip back into a route.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folders whose files call queries and never write their own. */
export const QUERY_CALLERS = ['server/routes', 'server/auth', 'server/http', 'server/mail', 'server/pages'];

export interface InlineSql {
  file: string;
  line: number;
  text: string;
}

// A client call (`db.query(`, `tx.query<Row>(`) or a statement's opening words in a string.
const inlineSql =
  /\.query\s*[<(]|\b(?:SELECT\s[\s\S]*?\sFROM|INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+\w+\s+SET)\b/;

/** The lines of `source` (the text of `file`) that query the database. */
export function inlineSqlIn(file: string, source: string): InlineSql[] {
  return source
    .split('\n')
    .flatMap((text, index) => (inlineSql.test(text) ? [{ file, line: index + 1, text: text.trim() }] : []));
}

/** Every line under QUERY_CALLERS that queries the database itself. */
export function findInlineSql(root = '.'): InlineSql[] {
  return QUERY_CALLERS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(root, dir, name))
      .flatMap((path) => inlineSqlIn(path, readFileSync(path, 'utf8'))),
  );
}
