import { randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import type { Queryable } from '../db/db';
import { claimCaptchaSolution, releaseCaptchaSolution } from '../db/queries/claim-captcha-solution';
import { altchaPayloadSchema } from './altcha-payload-schema';

/** A challenge may be solved and used within this time. */
const CHALLENGE_LIFETIME_S = 10 * 60;
export interface AltchaGuard {
  /** A new signed proof-of-work challenge for the widget (`GET /api/altcha/challenge`). */
  challenge(): Promise<Challenge>;
  /** True once for a solved, unexpired, correctly signed challenge; false for anything else or a replay. */
  verify(payload: string | null | undefined): Promise<boolean>;
}

/**
 * The self-hosted captcha (DESIGN rulings: ALTCHA, no third party). Challenges are PBKDF2 proof of work
 * signed with `hmacKey` (a random key per process when none is configured, so a restart only voids
 * unfinished challenges). Each solved challenge counts once on every server of the database: its
 * signature is kept in `used_captcha_solutions` until it expires (migration 027).
 */
export function createAltchaGuard(hmacKey: string | undefined, db: Queryable): AltchaGuard {
  const secret = hmacKey || randomBytes(32).toString('hex');
  const keySecret = `${secret}:key`;

  return {
    challenge: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        // A second or two of work in a browser: enough to price out bulk sign-ups, not to annoy a person.
        cost: 1_000,
        counter: randomInt(1_000, 3_000),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_S,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }),

    async verify(payload) {
      const parsed = v.safeParse(altchaPayloadSchema, payload ?? '');
      if (!parsed.success) return false;
      const { challenge, solution } = parsed.output;
      const expiresAt = challenge.parameters.expiresAt;
      // Only challenges we issued carry an expiry; one without could be replayed forever. The expiry is
      // not verified yet (the signature is checked below), so it is bounded before the database sees it.
      const nowS = Date.now() / 1000;
      if (expiresAt === undefined || expiresAt < nowS || expiresAt > nowS + CHALLENGE_LIFETIME_S)
        return false;
      // Claimed before the (slow) check, so two requests racing with one payload cannot both pass, on
      // this server or another: the insert of one of them finds the other's row.
      if (!(await claimCaptchaSolution(db, challenge.signature, expiresAt))) return false;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified) {
        await releaseCaptchaSolution(db, challenge.signature);
      }
      return result?.verified === true;
    },
  };
}
