import { randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import { altchaPayloadSchema } from './altcha-payload-schema';

/** A challenge may be solved and used within this time. */
const CHALLENGE_LIFETIME_S = 10 * 60;
/** The most used challenges remembered; beyond it the oldest expire first anyway (10 minutes). */
const MAX_REMEMBERED = 100_000;

export interface AltchaGuard {
  /** A new signed proof-of-work challenge for the widget (`GET /api/altcha/challenge`). */
  challenge(): Promise<Challenge>;
  /** True once for a solved, unexpired, correctly signed challenge; false for anything else or a replay. */
  verify(payload: string | null | undefined): Promise<boolean>;
}

/**
 * The self-hosted captcha (DESIGN rulings: ALTCHA, no third party). Challenges are PBKDF2 proof of work
 * signed with `hmacKey` (a random key per process when none is configured, so a restart only voids
 * unfinished challenges). Each solved challenge counts once: its signature is remembered until it expires.
 */
export function createAltchaGuard(hmacKey: string | undefined): AltchaGuard {
  const secret = hmacKey || randomBytes(32).toString('hex');
  const keySecret = `${secret}:key`;
  const used = new Map<string, number>();

  const forgetExpired = (nowS: number) => {
    for (const [signature, expiresAt] of used) {
      if (expiresAt > nowS && used.size <= MAX_REMEMBERED) break;
      used.delete(signature);
    }
  };

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
      const nowS = Math.floor(Date.now() / 1000);
      forgetExpired(nowS);
      const expiresAt = challenge.parameters.expiresAt;
      // Only challenges we issued carry an expiry; one without could be replayed forever.
      if (expiresAt === undefined || used.has(challenge.signature)) return false;
      // Claimed before the (asynchronous) check, so two requests racing with one payload cannot both pass.
      used.set(challenge.signature, expiresAt);
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified) used.delete(challenge.signature);
      return result?.verified === true;
    },
  };
}
