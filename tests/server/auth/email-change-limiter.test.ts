import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEmailChange } from '../../../server/auth/email-change-limiter';
import { openTestDb, type TestDb } from '../support/open-test-db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

describe('countEmailChange', () => {
  it('lets one address try 20 changes of e-mail an hour over any number of accounts, then asks to wait', async () => {
    const at = 50_000_000;
    for (let i = 0; i < 20; i++) {
      // Four accounts, five changes each: no account is over its own limit.
      expect(await countEmailChange(testDb.db, 100 + (i % 4), '10.9.0.1', at + i)).toBe(0);
    }
    const wait = await countEmailChange(testDb.db, 200, '10.9.0.1', at + 30);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await countEmailChange(testDb.db, 200, '10.9.0.2', at + 30)).toBe(0);
    // An hour later the address starts over.
    expect(await countEmailChange(testDb.db, 300, '10.9.0.1', at + 3_600_000)).toBe(0);
  });
});
