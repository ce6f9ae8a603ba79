import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createLeadMailer } from '../../server/mail/lead-mailer';
import { type SmtpCatcher, startSmtpCatcher } from '../../server/mail/start-smtp-catcher';
import { leadResultSchema, webAgentsResponseSchema } from '../../src/contract';
import type { TestDb } from './support/open-test-db';
import { type MailTestApp, startMailTestApp } from './support/start-mail-test-app';

let testDb: TestDb;
let app: FastifyInstance;
let catcher: SmtpCatcher;
let mailApp: MailTestApp | undefined;
const LEAD_TO = 'leads@brokerage.test';

beforeAll(async () => {
  mailApp = await startMailTestApp({ count: 200, seed: 7, leadTo: LEAD_TO });
  ({ testDb, app, catcher } = mailApp);
});
afterAll(async () => {
  await mailApp?.close();
});

const STEP_ONE = {
  PartyName: 'Ana',
  LastName: 'García',
  PartyEmail: 'ana@example.com',
  PartyPhone: '(512) 555-0147',
  question: 'I would like to get more information about the property at 1 Main St, Austin, TX 78701',
};
const STEP_TWO = { language: 'Spanish', realtor: 'no', houseToSell: 'yes', metro: 'Austin' };

const postForm = (url: string, fields: Record<string, string>, to: FastifyInstance = app) =>
  to.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const waitForMail = async (count: number) => {
  for (let i = 0; i < 100 && catcher.messages.length < count; i++)
    await new Promise((r) => setTimeout(r, 50));
  return catcher.messages;
};

const leadRow = async (id: number) =>
  (await testDb.db.query<Record<string, unknown>>('SELECT * FROM leads WHERE id = $1', [id])).rows[0];

describe('POST /api/clients/validate-form', () => {
  it('accepts a good step one, form-encoded', async () => {
    const response = await postForm('/api/clients/validate-form', STEP_ONE);
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(leadResultSchema, response.json())).toMatchObject({ success: true, suggestion: null });
  });

  it('answers errors by field as lists of message keys, one per field', async () => {
    const response = await postForm('/api/clients/validate-form', {
      PartyName: 'A'.repeat(31),
      LastName: '',
      PartyEmail: `${'a'.repeat(300)}@example.com`,
      PartyPhone: '512555014',
    });
    expect(response.statusCode).toBe(422);
    const body = v.parse(leadResultSchema, response.json());
    expect(body.success).toBe(false);
    if (body.success) return;
    expect(body.errors).toEqual({
      PartyName: ['too_long'],
      LastName: ['required'],
      PartyEmail: ['too_long'],
      PartyPhone: ['invalid_phone'],
    });
  });

  it('takes JSON too, and suggests the common domain for a typo beside the answer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/clients/validate-form',
      payload: { ...STEP_ONE, PartyEmail: 'ana@gmial.com', PartyPhone: 5125550147 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, suggestion: 'ana@gmail.com' });
  });

  it('checks step-two fields when they are sent', async () => {
    const response = await postForm('/api/clients/validate-form', { ...STEP_ONE, realtor: 'maybe' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ realtor: ['invalid_choice'] });
  });
});

describe('POST /api/clients (lead)', () => {
  it('rejects an incomplete lead by field and stores nothing', async () => {
    const before = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
    const response = await postForm('/api/clients', { ...STEP_ONE, PartyPhone: '123' });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors.PartyPhone).toEqual(['invalid_phone']);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['language', 'realtor', 'metro', 'date', 'type']),
    );
    const after = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it("stores the lead and e-mails it to the listing's agent", async () => {
    const { rows } = await testDb.db.query<{ key: number; email: string; address: string }>(
      `SELECT l.listing_key_numeric::float8 AS key, a.email, l.address
         FROM listings l JOIN agents a ON a.matrix_dir = l.list_agent_matrix_dir LIMIT 1`,
    );
    const listing = rows[0];
    if (!listing) throw new Error('the seed has no listing with an agent of ours');
    const response = await postForm('/api/clients', {
      ...STEP_ONE,
      ...STEP_TWO,
      ListingKeyNumeric: String(listing.key),
      date: 'asap',
      type: 'in-person',
      city: 'Austin',
      minPrice: '300000',
      maxPrice: '',
      source: 'newsletter',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = v.parse(leadResultSchema, response.json());
    if (!body.success || body.leadId === null) throw new Error('no lead id');

    const mails = await waitForMail(1);
    const mail = mails.find((m) => m.text.includes(`lead #${body.leadId}`));
    expect(mail?.to).toEqual([listing.email]);
    expect(mail?.replyTo).toContain('ana@example.com');
    expect(mail?.subject).toContain(listing.address);
    expect(mail?.text).toContain('5125550147');
    expect(mail?.text).toContain('Source:        newsletter');
    // No preferred time: the tour line names none.
    expect(mail?.text).toContain('Tour:          in-person, as soon as possible\n');

    await app.inject('/api/health');
    const row = await leadRow(body.leadId);
    expect(row).toMatchObject({
      first_name: 'Ana',
      phone: '5125550147',
      language: 'Spanish',
      realtor: false,
      house_to_sell: true,
      tour_date: 'asap',
      source: 'newsletter',
      recipient: listing.email,
      delivery_status: 'sent',
    });
    expect(row).not.toHaveProperty('password');
  });

  it('sends a lead without a listing to the brokerage address', async () => {
    const count = catcher.messages.length;
    const response = await postForm('/api/clients', {
      ...STEP_ONE,
      ...STEP_TWO,
      date: '2026-11-25',
      type: 'virtual',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await waitForMail(count + 1);
    expect(mails.at(-1)?.to).toEqual([LEAD_TO]);
  });

  it("stores the visitor's preferred tour time and tells the agent in the e-mail", async () => {
    const count = catcher.messages.length;
    const response = await postForm('/api/clients', {
      ...STEP_ONE,
      ...STEP_TWO,
      date: '2026-11-25',
      type: 'virtual',
      time: '14:30',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = v.parse(leadResultSchema, response.json());
    if (!body.success || body.leadId === null) throw new Error('no lead id');
    const mails = await waitForMail(count + 1);
    const mail = mails.find((m) => m.text.includes(`lead #${body.leadId}`));
    expect(mail?.text).toContain('Tour:          virtual, 2026-11-25 at 2:30 PM');
  });

  it('refuses a preferred time that is not a time of day, by field', async () => {
    const response = await postForm('/api/clients', {
      ...STEP_ONE,
      ...STEP_TWO,
      date: 'asap',
      type: 'in-person',
      time: '25:00',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: { time: ['invalid_value'] } });
  });

  it('keeps the lead and records the failure when the SMTP server is down', async () => {
    const closedPort = await startSmtpCatcher();
    const deadUrl = closedPort.url;
    await closedPort.close();
    const offline = await buildApp({
      db: testDb.db,
      config: { mapboxToken: undefined, logLevel: 'silent' },
      logger: false,
      mail: { smtpUrl: deadUrl, from: 'no-reply@brokerage.test', leadTo: LEAD_TO },
      leadRetryMs: 0,
    });
    const lead = { ...STEP_ONE, ...STEP_TWO, date: 'asap', type: 'in-person' };
    const response = await postForm('/api/clients', lead, offline);
    expect(response.statusCode, response.body).toBe(200);
    const id = v.parse(leadResultSchema, response.json());
    await offline.close(); // waits for the attempt in flight
    if (!id.success || id.leadId === null) throw new Error('no lead id');
    const row = await leadRow(id.leadId);
    expect(row).toMatchObject({ delivery_status: 'pending', delivery_attempts: 1, email: 'ana@example.com' });
    expect(String(row?.last_error)).not.toBe('');

    // Once mail works again, the retry sends what was owed.
    const mailer = createLeadMailer({
      db: testDb.db,
      settings: { smtpUrl: catcher.url, from: 'no-reply@brokerage.test', leadTo: LEAD_TO },
      retryEveryMs: 0,
    });
    await mailer.retryPending();
    await mailer.close();
    expect(await leadRow(id.leadId)).toMatchObject({ delivery_status: 'sent', delivery_attempts: 2 });
    const mails = await waitForMail(1);
    expect(mails.some((mail) => mail.text.includes(`lead #${id.leadId}`))).toBe(true);
  });

  it('sends an owed lead once when two servers retry it at the same moment, and after a dead claim', async () => {
    const response = await postForm('/api/clients', {
      ...STEP_ONE,
      ...STEP_TWO,
      date: 'asap',
      type: 'virtual',
    });
    const result = v.parse(leadResultSchema, response.json());
    if (!result.success || result.leadId === null) throw new Error('no lead id');
    const id = result.leadId;
    const ours = new RegExp(`lead #${id}$`, 'm');
    const mailsFor = () => catcher.messages.filter((mail) => ours.test(mail.text));
    // The mail can arrive before the first attempt records it as sent: wait for both.
    for (
      let i = 0;
      i < 100 && (mailsFor().length < 1 || (await leadRow(id))?.delivery_status !== 'sent');
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    expect(mailsFor()).toHaveLength(1);

    // Owed again (as after a failed send), and two servers' retry timers fire together.
    await testDb.db.query("UPDATE leads SET delivery_status = 'pending' WHERE id = $1", [id]);
    const settings = { smtpUrl: catcher.url, from: 'no-reply@brokerage.test', leadTo: LEAD_TO };
    const servers = [1, 2].map(() => createLeadMailer({ db: testDb.db, settings, retryEveryMs: 0 }));
    await Promise.all(servers.map((server) => server.deliver(id)));
    for (let i = 0; i < 40 && mailsFor().length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(mailsFor()).toHaveLength(2);
    expect(await leadRow(id)).toMatchObject({
      delivery_status: 'sent',
      delivery_attempts: 2,
      claimed_until: null,
    });

    // A server that died holding the claim: the lead waits out the lease, then another sends it.
    await testDb.db.query(
      "UPDATE leads SET delivery_status = 'pending', claimed_until = now() + interval '1 minute' WHERE id = $1",
      [id],
    );
    await servers[0]?.retryPending();
    expect(await leadRow(id)).toMatchObject({ delivery_status: 'pending' });
    await testDb.db.query("UPDATE leads SET claimed_until = now() - interval '1 second' WHERE id = $1", [id]);
    await servers[0]?.retryPending();
    expect(await leadRow(id)).toMatchObject({ delivery_status: 'sent', delivery_attempts: 3 });
    for (let i = 0; i < 40 && mailsFor().length < 3; i++) await new Promise((r) => setTimeout(r, 50));
    expect(mailsFor()).toHaveLength(3);
    await Promise.all(servers.map((server) => server.close()));
  });

  it('treats a registration body as a registration (its own rules), never as a lead', async () => {
    const response = await postForm('/api/clients', { ...STEP_ONE, clientrole: 'Buy', password: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: { password: ['password_too_short'] } });
    expect(response.json()).not.toHaveProperty('leadId');
  });
});

describe('GET /api/getWebAgent and /api/agentInfo/{MatrixDir}', () => {
  it('answers the default web agent card', async () => {
    const response = await app.inject('/api/getWebAgent');
    const body = v.parse(webAgentsResponseSchema, response.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.email).toMatch(/@/);
  });

  it('answers an agent by MatrixDir, 404 for an unknown one', async () => {
    const { rows } = await testDb.db.query<{ matrix_dir: string }>('SELECT matrix_dir FROM agents LIMIT 1');
    const dir = rows[0]?.matrix_dir ?? '';
    const found = await app.inject(`/api/agentInfo/${dir}`);
    expect(found.json().data.MatrixDir).toBe(dir);
    expect((await app.inject('/api/agentInfo/nobody-here')).statusCode).toBe(404);
  });
});
