import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpCatcher } from '../../server/mail/start-smtp-catcher';
import { leadRecipientResponseSchema, leadResultSchema } from '../../src/contract';
import type { TestDb } from './support/open-test-db';
import { type MailTestApp, startMailTestApp } from './support/start-mail-test-app';

// Issue 23: the tour card said "Your agent: James Carter" while the request went to the leads inbox.
// Whoever the card shows is whoever the request is sent to, and the server decides it once.

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

const LEAD = {
  PartyName: 'Ana',
  LastName: 'García',
  PartyEmail: 'ana@example.com',
  PartyPhone: '5125550147',
  language: 'English',
  realtor: 'no',
  houseToSell: 'no',
  metro: 'Austin',
  date: 'asap',
  type: 'in-person',
};

let nextAddress = 1;
/** Posts a lead (each from its own address, so the flood limit is not what is tested) and answers whom it was mailed to. */
async function leadMailedTo(fields: Record<string, string>): Promise<string[] | undefined> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/clients',
    remoteAddress: `192.0.2.${nextAddress++}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...LEAD, ...fields }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = v.parse(leadResultSchema, response.json());
  if (!body.success || body.leadId === null) throw new Error('no lead id');
  for (let i = 0; i < 100; i++) {
    const mail = catcher.messages.find((m) => m.text.includes(`lead #${body.leadId}`));
    if (mail) {
      const { rows } = await testDb.db.query<{ recipient: string }>(
        'SELECT recipient FROM leads WHERE id = $1',
        [body.leadId],
      );
      expect(rows[0]?.recipient).toBe(mail.to[0]);
      return mail.to;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

async function cardFor(query: Record<string, string>) {
  const response = await app.inject({ url: `/api/lead-recipient?${new URLSearchParams(query)}` });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(leadRecipientResponseSchema, response.json()).data;
}

const oneRow = async <T>(sql: string): Promise<T> => {
  const { rows } = await testDb.db.query<T & Record<string, unknown>>(sql);
  if (!rows[0]) throw new Error(`the seed has no row for: ${sql}`);
  return rows[0];
};

describe('who receives a tour request, and who the tour card shows', () => {
  it("is the listing's agent of ours", async () => {
    const listing = await oneRow<{ key: string; dir: string; email: string }>(
      `SELECT l.listing_key_numeric::text AS key, a.matrix_dir AS dir, a.email
         FROM listings l JOIN agents a ON a.matrix_dir = l.list_agent_matrix_dir ORDER BY 1 LIMIT 1`,
    );
    const card = await cardFor({ ListingKeyNumeric: listing.key });
    expect(card).toMatchObject({ MatrixDir: listing.dir, email: listing.email });
    expect(await leadMailedTo({ ListingKeyNumeric: listing.key })).toEqual([listing.email]);
  });

  it('is the default web agent the card shows for a listing without an agent of ours, not the inbox', async () => {
    const listing = await oneRow<{ key: string }>(
      `SELECT l.listing_key_numeric::text AS key FROM listings l
        WHERE NOT EXISTS (SELECT 1 FROM agents a WHERE a.matrix_dir = l.list_agent_matrix_dir) ORDER BY 1 LIMIT 1`,
    );
    const web = await oneRow<{ name: string; email: string }>(
      'SELECT full_name AS name, email FROM agents WHERE is_web_agent ORDER BY matrix_dir LIMIT 1',
    );
    const card = await cardFor({ ListingKeyNumeric: listing.key });
    expect(card).toMatchObject({ MatrixDir: null, name: web.name, email: web.email });
    expect(await leadMailedTo({ ListingKeyNumeric: listing.key })).toEqual([web.email]);
  });

  it("is the agent whose site the visitor came through, even for another agent's listing", async () => {
    const listing = await oneRow<{ key: string; dir: string }>(
      `SELECT l.listing_key_numeric::text AS key, l.list_agent_matrix_dir AS dir
         FROM listings l JOIN agents a ON a.matrix_dir = l.list_agent_matrix_dir ORDER BY 1 LIMIT 1`,
    );
    const site = await oneRow<{ dir: string; name: string; email: string }>(
      `SELECT matrix_dir AS dir, full_name AS name, email FROM agents
        WHERE matrix_dir <> '${listing.dir}' AND NOT is_web_agent ORDER BY matrix_dir LIMIT 1`,
    );
    const card = await cardFor({ ListingKeyNumeric: listing.key, MatrixDir: site.dir });
    expect(card).toMatchObject({ MatrixDir: site.dir, name: site.name, email: site.email });
    expect(await leadMailedTo({ ListingKeyNumeric: listing.key, MatrixDir: site.dir })).toEqual([site.email]);
  });

  it("falls back to the listing's rule for a site agent we do not know (one who left, a stale page)", async () => {
    const listing = await oneRow<{ key: string; email: string }>(
      `SELECT l.listing_key_numeric::text AS key, a.email
         FROM listings l JOIN agents a ON a.matrix_dir = l.list_agent_matrix_dir ORDER BY 1 DESC LIMIT 1`,
    );
    const card = await cardFor({ ListingKeyNumeric: listing.key, MatrixDir: 'gone-agent' });
    expect(card?.email).toBe(listing.email);
    expect(await leadMailedTo({ ListingKeyNumeric: listing.key, MatrixDir: 'gone-agent' })).toEqual([
      listing.email,
    ]);
  });

  it("sends a lead about no listing, from no agent's site, to the brokerage's leads inbox", async () => {
    expect(await cardFor({})).toBeNull();
    expect(await leadMailedTo({})).toEqual([LEAD_TO]);
  });

  it('refuses a malformed MatrixDir by field, and a malformed query with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/clients',
      payload: { ...LEAD, MatrixDir: '../etc' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ MatrixDir: ['invalid_value'] });
    expect((await app.inject({ url: '/api/lead-recipient?ListingKeyNumeric=abc' })).statusCode).toBe(400);
  });
});
