import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/**
 * Fetches a challenge from the server and solves it as the widget does, answering the payload the widget
 * would post: base64 of `{ challenge: { parameters, signature }, solution }`.
 */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const challenge: Challenge = (await app.inject('/api/altcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('solveAltcha: no solution found');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
