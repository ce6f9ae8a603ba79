import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpCatcher } from '../../server/mail/start-smtp-catcher';
import { formResultSchema, leadResultSchema } from '../../src/contract';
import type { TestDb } from './support/open-test-db';
import { type MailTestApp, startMailTestApp } from './support/start-mail-test-app';

// Issue 23, finding 5: 40 leads and 40 contact messages in 3 s were all stored and e-mailed.

let testDb: TestDb;
let app: FastifyInstance;
let catcher: SmtpCatcher;
let mailApp: MailTestApp | undefined;

beforeAll(async () => {
  mailApp = await startMailTestApp({ count: 20, seed: 5, leadTo: 'leads@brokerage.test' });
  ({ testDb, app, catcher } = mailApp);
});
afterAll(async () => {
  await mailApp?.close();
});

const LEAD = {
  PartyName: 'Ana',
  LastName: 'García',
  PartyEmail: 'ana@example.com',
  PartyPhone: '5125550147',
  question: 'Is it still available?',
  language: 'English',
  realtor: 'no',
  houseToSell: 'no',
  metro: 'Austin',
  date: 'asap',
  type: 'in-person',
};
const MESSAGE = {
  clientName: 'Bo Diddley',
  clientEmail: 'bo@example.com',
  clientPhone: '5125550147',
  clientMessage: 'Please call me about selling my house.',
};

const post = (url: string, fields: Record<string, string>, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const count = async (table: 'leads' | 'contact_messages') =>
  (await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (up to 10 s) for `expected` e-mails to arrive, then a little longer for any beyond them, and
 * answers how many arrived: more than expected fails the test as surely as fewer.
 */
const settledMailCount = async (expected = 0) => {
  for (let i = 0; i < 200 && catcher.messages.length < expected; i++) await pause(50);
  await pause(500);
  return catcher.messages.length;
};

describe.each([
  { form: 'lead', url: '/api/clients', fields: LEAD, table: 'leads' as const },
  { form: 'contact', url: '/api/save-contact-form', fields: MESSAGE, table: 'contact_messages' as const },
])('the $form form under a flood', ({ url, fields, table }) => {
  it('keeps and e-mails the first few posts from one address and refuses the rest, saying why', async () => {
    const address = table === 'leads' ? '203.0.113.10' : '203.0.113.20';
    const storedBefore = await count(table);
    const mailedBefore = await settledMailCount();
    const answers = await Promise.all(Array.from({ length: 40 }, () => post(url, fields, address)));

    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(35);
    const refusal = refused[0];
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);
    expect(v.parse(formResultSchema, refusal?.json())).toMatchObject({
      success: false,
      errors: { form: ['form_rate_limited'] },
    });
    expect(await count(table)).toBe(storedBefore + 5);
    expect((await settledMailCount(mailedBefore + 5)) - mailedBefore).toBe(5);

    // Another visitor, at another address, is not held up by the flood.
    const other = await post(url, fields, '198.51.100.7');
    expect(other.statusCode, other.body).toBe(200);
  });

  it('answers a post that fills the hidden field as a success, and keeps and sends nothing', async () => {
    const address = table === 'leads' ? '203.0.113.30' : '203.0.113.40';
    const storedBefore = await count(table);
    const mailedBefore = await settledMailCount();
    const answer = await post(url, { ...fields, website: 'http://cheap-pills.example' }, address);

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: null });
    expect(await count(table)).toBe(storedBefore);
    expect(await settledMailCount()).toBe(mailedBefore);

    // The same visitor without the decoy field goes through as usual.
    const real = await post(url, fields, address);
    expect(real.statusCode, real.body).toBe(200);
    expect(await count(table)).toBe(storedBefore + 1);
  });

  it('does not count a post the form refused field by field against the visitor', async () => {
    const address = table === 'leads' ? '203.0.113.50' : '203.0.113.60';
    const broken = table === 'leads' ? { ...fields, PartyPhone: '123' } : { ...fields, clientPhone: '123' };
    for (let i = 0; i < 8; i++) expect((await post(url, broken, address)).statusCode).toBe(422);
    const good = await post(url, fields, address);
    expect(good.statusCode, good.body).toBe(200);
    if (table === 'leads') expect(v.parse(leadResultSchema, good.json()).success).toBe(true);
  });
});

describe('limits the brokerage configured (FORM_POSTS_PER_10_MINUTES)', () => {
  it('refuses the third good message from an address when two are allowed', async () => {
    const strict = await startMailTestApp({
      count: 5,
      seed: 6,
      leadTo: 'leads@brokerage.test',
      formLimits: { per10Minutes: 2, perDay: 20 },
    });
    try {
      const send = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/save-contact-form',
          remoteAddress: '203.0.113.30',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(MESSAGE).toString(),
        });
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await send()).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});
