import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

/** The password of every client registerClient makes. */
export const REGISTERED_PASSWORD = 'bluebonnet-e2e-2026';

/**
 * Registers a new client through POST /api/clients, solving the ALTCHA challenge here as the widget
 * would, and answers its ClientID. The request goes through the context's own request client, so the
 * answer's session cookie lands in the context: its pages are then signed in as that client. Its
 * password is REGISTERED_PASSWORD.
 */
export async function registerClient(
  context: BrowserContext,
  name = 'Ana Garcia',
  baseUrl = inject('baseUrl'),
  email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<number> {
  const at = (path: string) => new URL(path, baseUrl).href;
  const challenge: Challenge = await (await context.request.get(at('/api/altcha/challenge'))).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
  const response = await context.request.post(at('/api/clients'), {
    form: {
      clientrole: 'Buy',
      metro: 'Austin',
      property: 'Home',
      PartyName: name,
      PartyPhone: '5125550147',
      PartyEmail: email,
      password: REGISTERED_PASSWORD,
      language: 'English',
      realtor: 'no',
      houseToSell: 'no',
      searchcity: 'Austin',
      altcha,
    },
  });
  if (!response.ok()) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  const body: { clientData?: { ClientID?: number } } = await response.json();
  const clientId = body.clientData?.ClientID;
  if (typeof clientId !== 'number')
    throw new Error(`registration answered no ClientID: ${JSON.stringify(body)}`);
  return clientId;
}
