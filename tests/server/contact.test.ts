import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createContactMailer } from '../../server/mail/contact-mailer';
import { type SmtpCatcher, startSmtpCatcher } from '../../server/mail/start-smtp-catcher';
import { formResultSchema, officeAddressesResponseSchema, staffResponseSchema } from '../../src/contract';
import type { TestDb } from './support/open-test-db';
import { type MailTestApp, startMailTestApp } from './support/start-mail-test-app';

let testDb: TestDb;
let app: FastifyInstance;
let catcher: SmtpCatcher;
let mailApp: MailTestApp | undefined;
const BROKERAGE = 'hello@brokerage.test';

beforeAll(async () => {
  mailApp = await startMailTestApp({ count: 50, seed: 3, leadTo: BROKERAGE });
  ({ testDb, app, catcher } = mailApp);
});
afterAll(async () => {
  await mailApp?.close();
});

const MESSAGE = {
  clientName: 'Bo Diddley',
  clientEmail: 'Bo@Example.com',
  clientPhone: '(512) 555-0147',
  clientMessage: 'Please call me about selling my house in Hyde Park.',
};

const postForm = (fields: Record<string, string>, to: FastifyInstance = app) =>
  to.inject({
    method: 'POST',
    url: '/api/save-contact-form',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const mailsAbout = (id: number) => catcher.messages.filter((m) => m.text.includes(`contact message #${id}`));
const waitForMailAbout = async (id: number) => {
  for (let i = 0; i < 100 && mailsAbout(id).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  return mailsAbout(id);
};
const lastMessage = async () =>
  (
    await testDb.db.query<Record<string, unknown> & { id: number }>(
      `SELECT id::float8 AS id, name, email, phone, message, matrix_dir, recipient, delivery_status,
              delivery_attempts, last_error
         FROM contact_messages ORDER BY contact_messages.id DESC LIMIT 1`,
    )
  ).rows[0];
const messageCount = async () =>
  (await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]?.n;

describe('POST /api/save-contact-form: validation', () => {
  it('puts each broken rule on its own field, and only there', async () => {
    const response = await postForm({ ...MESSAGE, clientEmail: 'bo@example' });
    expect(response.statusCode).toBe(422);
    const body = v.parse(formResultSchema, response.json());
    expect(body).toEqual({ success: false, errors: { clientEmail: ['invalid_email'] }, message: null });
  });

  it('reports every empty field as required', async () => {
    const response = await postForm({ clientName: ' ', clientEmail: '', clientPhone: '', clientMessage: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      clientName: ['required'],
      clientEmail: ['required'],
      clientPhone: ['required'],
      clientMessage: ['required'],
    });
  });

  it("applies the lead form's phone and e-mail rules and the length limits", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/save-contact-form',
      payload: {
        clientName: 'N'.repeat(101),
        clientEmail: `${'a'.repeat(300)}@example.com`,
        clientPhone: 512555014,
        clientMessage: 'M'.repeat(5001),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      clientName: ['too_long'],
      clientEmail: ['too_long'],
      clientPhone: ['invalid_phone'],
      clientMessage: ['too_long'],
    });
  });

  it('stores nothing when a field is refused', async () => {
    const before = await messageCount();
    await postForm({ ...MESSAGE, clientPhone: '123' });
    expect(await messageCount()).toBe(before);
  });
});

describe('POST /api/save-contact-form: storage and delivery', () => {
  it('stores a good form post and e-mails it to the brokerage, Reply-To the visitor', async () => {
    const response = await postForm(MESSAGE);
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(formResultSchema, response.json())).toEqual({ success: true, message: null });

    const row = await lastMessage();
    expect(row).toMatchObject({
      name: 'Bo Diddley',
      email: 'bo@example.com',
      phone: '5125550147',
      message: MESSAGE.clientMessage,
      matrix_dir: null,
      recipient: BROKERAGE,
    });
    const id = row?.id ?? 0;
    const [mail] = await waitForMailAbout(id);
    expect(mail?.to).toEqual([BROKERAGE]);
    expect(mail?.replyTo).toContain('bo@example.com');
    expect(mail?.subject).toBe('Contact form: Bo Diddley');
    expect(mail?.text).toContain(MESSAGE.clientMessage);
    expect(mail?.text).toContain('5125550147');
    await app.inject('/api/health');
    expect(await lastMessage()).toMatchObject({ delivery_status: 'sent', delivery_attempts: 1 });
  });

  it("sends a message from an agent's page to that agent, as JSON too", async () => {
    const { rows } = await testDb.db.query<{ matrix_dir: string; email: string }>(
      'SELECT matrix_dir, email FROM agents WHERE NOT is_staff ORDER BY matrix_dir LIMIT 1',
    );
    const agent = rows[0];
    if (!agent) throw new Error('the seed has no agent');
    const response = await app.inject({
      method: 'POST',
      url: '/api/save-contact-form',
      payload: { ...MESSAGE, MatrixDir: agent.matrix_dir },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await lastMessage();
    expect(row).toMatchObject({ matrix_dir: agent.matrix_dir, recipient: agent.email });
    const [mail] = await waitForMailAbout(row?.id ?? 0);
    expect(mail?.to).toEqual([agent.email]);
  });

  it('sends a message for an unknown agent to the brokerage rather than refusing it', async () => {
    const response = await postForm({ ...MESSAGE, MatrixDir: 'nobody-here' });
    expect(response.statusCode).toBe(200);
    expect(await lastMessage()).toMatchObject({ matrix_dir: null, recipient: BROKERAGE });
  });

  it('keeps markup a visitor typed as inert text: stored as typed, mailed as plain text only', async () => {
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script> <b>hi</b>';
    const response = await postForm({
      ...MESSAGE,
      clientName: '<b>Bo</b>\nBcc: x@evil.test',
      clientMessage: markup,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<');
    const row = await lastMessage();
    expect(row?.message).toBe(markup);
    const [mail] = await waitForMailAbout(row?.id ?? 0);
    expect(mail?.html).toBeNull();
    expect(mail?.text).toContain(markup);
    // The name cannot break out of the subject into a header of its own.
    expect(mail?.subject).toBe('Contact form: <b>Bo</b> Bcc: x@evil.test');
    expect(mail?.to).toEqual([BROKERAGE]);
  });

  it('keeps the message when the SMTP server is down and sends it on a retry', async () => {
    const closed = await startSmtpCatcher();
    await closed.close();
    const settings = { smtpUrl: closed.url, from: 'no-reply@brokerage.test', leadTo: BROKERAGE };
    const offline = await buildApp({
      db: testDb.db,
      config: { mapboxToken: undefined, logLevel: 'silent' },
      logger: false,
      mail: settings,
      leadRetryMs: 0,
    });
    const response = await postForm(MESSAGE, offline);
    expect(response.statusCode).toBe(200);
    await offline.close(); // waits for the attempt in flight
    const row = await lastMessage();
    const id = row?.id ?? 0;
    expect(row).toMatchObject({ delivery_status: 'pending', delivery_attempts: 1 });
    expect(String(row?.last_error)).not.toBe('');

    const mailer = createContactMailer({
      db: testDb.db,
      settings: { ...settings, smtpUrl: catcher.url },
      retryEveryMs: 0,
    });
    await mailer.retryPending();
    await mailer.close();
    expect(await lastMessage()).toMatchObject({ id, delivery_status: 'sent', delivery_attempts: 2 });
    expect(await waitForMailAbout(id)).toHaveLength(1);
  });
});

describe('GET /api/addresses, /api/getAddress and /api/staff', () => {
  it('lists the offices with their map links', async () => {
    const response = await app.inject('/api/addresses');
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(officeAddressesResponseSchema, response.json());
    expect(data.map((office) => office.location)).toEqual(['North Austin', 'South Austin', 'Houston']);
    for (const office of data) {
      expect(office).toMatchObject({ state: 'TX', email: BROKERAGE });
      expect(office.google_map_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(office.postalcode).toMatch(/^\d{5}$/);
    }
  });

  it('answers the main office with the company phone and e-mail', async () => {
    const { data } = v.parse(officeAddressesResponseSchema, (await app.inject('/api/getAddress')).json());
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ location: 'North Austin', phone: '5125550100', email: BROKERAGE });
  });

  it('lists exactly the agents flagged staff, with formatted phones and photos', async () => {
    const { data } = v.parse(staffResponseSchema, (await app.inject('/api/staff')).json());
    const flagged = await testDb.db.query<{ matrix_dir: string }>(
      'SELECT matrix_dir FROM agents WHERE is_staff ORDER BY matrix_dir',
    );
    expect(data.map((member) => member.MatrixDir).sort()).toEqual(flagged.rows.map((r) => r.matrix_dir));
    expect(data.length).toBeGreaterThan(0);
    for (const member of data) {
      expect(member.staff_phone).toMatch(/^\d{10}$/);
      expect(member.staff_phone_standard).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      expect(member.staff_email).toMatch(/@/);
      expect(member.photo).toBe(`/photos/agents/${member.MatrixDir}.svg`);
      expect(member.AgentChimeName).toBeTruthy();
    }
  });
});
