import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLimiter } from '../../../server/auth/sign-in-limiter';
import { openTestDb, type TestDb } from '../support/open-test-db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

describe('createSignInLimiter', () => {
  it('lets 5 attempts per e-mail a minute go ahead, then asks to wait until the minute is over', async () => {
    let now = 1_000_000;
    const limiter = createSignInLimiter(testDb.db, () => now);
    for (let i = 0; i < 5; i++) {
      expect(await limiter.reserve({ email: 'Ann@Example.com', address: `10.0.0.${i}` })).toBe(0);
      now += 1_000;
    }
    // Letter case does not make a new e-mail, nor does another address.
    expect(await limiter.reserve({ email: 'ann@example.com', address: '10.0.0.9' })).toBe(55);
    now += 55_000;
    expect(await limiter.reserve({ email: 'ann@example.com', address: '10.0.0.9' })).toBe(0);
  });

  it('counts attempts made at the same moment one by one', async () => {
    const limiter = createSignInLimiter(testDb.db, () => 5_000_000);
    const waits = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        limiter.reserve({ email: 'cy@example.com', address: `10.1.${i}.1` }),
      ),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('starts the count over after the right password, and gives the address its attempt back', async () => {
    const limiter = createSignInLimiter(testDb.db, () => 9_000_000);
    const address = '10.2.0.1';
    for (let i = 0; i < 4; i++) await limiter.reserve({ email: 'bo@example.com', address });
    await limiter.succeeded({ email: 'bo@example.com', address });
    for (let i = 0; i < 5; i++) expect(await limiter.reserve({ email: 'bo@example.com', address })).toBe(0);
    // 4, one given back, then 5 on the address: 12 of its 20 are left.
    for (let i = 0; i < 12; i++)
      expect(await limiter.reserve({ email: `x${i}@example.com`, address })).toBe(0);
    expect(await limiter.reserve({ email: 'last@example.com', address })).toBeGreaterThan(0);
  });

  it('counts a browser that signed in before apart from strangers trying the same e-mail', async () => {
    const limiter = createSignInLimiter(testDb.db, () => 12_000_000);
    for (let i = 0; i < 6; i++) await limiter.reserve({ email: 'di@example.com', address: `10.3.${i}.1` });
    expect(await limiter.reserve({ email: 'di@example.com', address: '10.3.9.1' })).toBeGreaterThan(0);
    const owner = { email: 'di@example.com', address: '10.3.9.2', knownDevice: 'a'.repeat(64) };
    for (let i = 0; i < 5; i++) expect(await limiter.reserve(owner)).toBe(0);
    expect(await limiter.reserve(owner)).toBeGreaterThan(0);
  });
});
