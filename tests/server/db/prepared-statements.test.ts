import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { openTestDb } from '../support/open-test-db';

// The same database kind the rest of the suite runs on: PGlite, or the PostgreSQL server of DATABASE_URL.
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDb();
  db = opened.db;
  close = opened.close;
  await db.exec('CREATE TABLE prepared_probe (id int PRIMARY KEY, name text NOT NULL)');
  await db.exec("INSERT INTO prepared_probe VALUES (1, 'one'), (2, 'two'), (3, 'three')");
});
afterAll(async () => {
  await close?.();
});

const SQL = 'SELECT id, name FROM prepared_probe WHERE id >= $1 AND name = ANY($2::text[]) ORDER BY id';

describe('query(…, { prepare: true })', () => {
  it('answers exactly as the unprepared statement, run after run, with typed values', async () => {
    const plain = await db.query(SQL, [2, ['two', 'three']]);
    for (let run = 0; run < 8; run++) {
      expect(await db.query(SQL, [2, ['two', 'three']], { prepare: true })).toEqual(plain);
    }
    expect((await db.query(SQL, [1, ['one']], { prepare: true })).rows).toEqual([{ id: 1, name: 'one' }]);
    expect((await db.query(SQL, [1, []], { prepare: true })).rows).toEqual([]);
  });

  it('reports a failing run and keeps the statement and the database usable', async () => {
    const divide = 'SELECT 10 / $1::int AS q';
    await expect(db.query(divide, [0], { prepare: true })).rejects.toThrow(/division by zero/);
    expect((await db.query(divide, [5], { prepare: true })).rows).toEqual([{ q: 2 }]);
    await expect(db.query('SELECT * FROM no_such_table', [], { prepare: true })).rejects.toThrow();
    expect((await db.query('SELECT 1 AS one', [], { prepare: true })).rows).toEqual([{ one: 1 }]);
  });

  it('sees what a committed transaction wrote, and nothing of one rolled back', async () => {
    const names = async () =>
      (
        await db.query<{ name: string }>(SQL, [1, ['one', 'two', 'three', 'four']], { prepare: true })
      ).rows.map((row) => row.name);
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO prepared_probe VALUES (4, 'four')");
    });
    expect(await names()).toEqual(['one', 'two', 'three', 'four']);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM prepared_probe');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await names()).toEqual(['one', 'two', 'three', 'four']);
  });
});
