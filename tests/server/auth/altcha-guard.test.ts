import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AltchaGuard, createAltchaGuard } from '../../../server/auth/altcha-guard';
import { openTestDb, type TestDb } from '../support/open-test-db';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(async () => {
  await t?.close();
});

/** A challenge of `guard`, solved as the widget does, as the payload the widget posts. */
async function solved(guard: AltchaGuard): Promise<string> {
  const challenge = await guard.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('the captcha on several servers sharing one database', () => {
  it('takes a solution once: used on one server, it is refused on the other and on the first', async () => {
    // Two servers with the same ALTCHA_HMAC_KEY, as README "Scaling" says to set them.
    const one = createAltchaGuard('shared-key', t.db);
    const two = createAltchaGuard('shared-key', t.db);
    const payload = await solved(one);
    expect(await one.verify(payload)).toBe(true);
    expect(await two.verify(payload)).toBe(false);
    expect(await one.verify(payload)).toBe(false);
  });

  it('lets only one of two racing servers take the same solution', async () => {
    const one = createAltchaGuard('shared-key', t.db);
    const two = createAltchaGuard('shared-key', t.db);
    const payload = await solved(two);
    const results = await Promise.all([one.verify(payload), two.verify(payload), one.verify(payload)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('keeps a forged payload from blocking the real one: a failed check leaves no claim', async () => {
    const guard = createAltchaGuard('shared-key', t.db);
    const payload = await solved(guard);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
    const forged = `${decoded.solution.derivedKey.slice(1)}0`;
    const wrong = { ...decoded, solution: { ...decoded.solution, derivedKey: forged } };
    expect(await guard.verify(Buffer.from(JSON.stringify(wrong)).toString('base64'))).toBe(false);
    expect(await guard.verify(payload)).toBe(true);
  });

  it('refuses a payload whose expiry is not one it could have issued, without asking the database', async () => {
    const guard = createAltchaGuard('shared-key', t.db);
    const decoded = JSON.parse(Buffer.from(await solved(guard), 'base64').toString());
    for (const expiresAt of [1e300, Math.floor(Date.now() / 1000) - 5]) {
      const forged = {
        ...decoded,
        challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, expiresAt } },
      };
      expect(await guard.verify(Buffer.from(JSON.stringify(forged)).toString('base64'))).toBe(false);
    }
  });
});
