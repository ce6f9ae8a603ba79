import { describe, expect, it } from 'vitest';
import { findInlineSql, inlineSqlIn } from '../../../scripts/find-inline-sql';

describe("the server's SQL lives in server/db/queries", () => {
  it('no route, sign-in, mail, host-check or page module queries the database itself', () => {
    expect(findInlineSql()).toEqual([]);
  });

  it('names a client call and a statement written in place, and lets a regular expression pass', () => {
    const source = [
      "const { rows } = await db.query<Row>('SELECT 1');",
      '  `DELETE FROM sessions WHERE client_id = $1`,',
      'const match = /-(\\d{1,15})$/.exec(segment);',
      'const client = await findClient(db, id);',
    ].join('\n');
    expect(inlineSqlIn('server/routes/example.ts', source).map((found) => found.line)).toEqual([1, 2]);
  });
});
