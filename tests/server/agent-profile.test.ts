import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seed } from '../../server/data/seed';
import { importReso } from '../../server/reso/import-reso';
import { agentListingsResponseSchema, agentResponseSchema } from '../../src/contract';
import { openTestDb, type TestDb } from './support/open-test-db';
import { TEST_TODAY } from './support/test-app';

let testDb: TestDb;
let app: FastifyInstance;
let scratch: string;

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 400, seed: 7, today: TEST_TODAY });
  app = await buildApp({
    db: testDb.db,
    config: { mapboxToken: undefined, logLevel: 'silent' },
    today: () => TEST_TODAY,
    logger: false,
  });
  scratch = mkdtempSync(join(tmpdir(), 'bb-agent-profile-'));
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function agentInfo(dir: string) {
  const response = await app.inject({ method: 'GET', url: `/api/agentInfo/${dir}` });
  expect(response.statusCode).toBe(200);
  return v.parse(agentResponseSchema, response.json()).data;
}

/** The agent with the most listings on the market, so the page has cards to show. */
async function busiestAgent(): Promise<string> {
  const found = await testDb.db.query<{ dir: string }>(
    `SELECT list_agent_matrix_dir AS dir FROM listings
      WHERE list_agent_matrix_dir IS NOT NULL AND mls_status = 'Active'
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  const dir = found.rows[0]?.dir;
  if (dir === undefined) throw new Error('The seed gave no agent a listing.');
  return dir;
}

describe("an agent's profile", () => {
  it('gives each demo agent a title, languages, bios in English and Spanish, a portrait and an address at the brokerage domain', async () => {
    const maria = await agentInfo('maria-gonzalez');
    expect(maria).toMatchObject({
      title: 'Broker Associate',
      languages: 'English, Spanish',
      photo_url: '/photos/agents/maria-gonzalez.svg',
      AgenteMail: 'maria.gonzalez@bluebonnetrealty.com',
    });
    expect(maria.bio).toMatch(/^Maria Gonzalez helps buyers and sellers/);
    expect(maria.bio_es).toMatch(/^Maria Gonzalez ayuda a compradores y vendedores en el área de Austin/);
    const all = await testDb.db.query<{ email: string }>('SELECT email FROM agents');
    for (const { email } of all.rows) expect(email).not.toMatch(/\.(example|localhost)$/);
  });

  it('reads the title, languages and website of the MLS Member record, dropping a bad website and reporting it', async () => {
    const member = (key: string, changes: Record<string, unknown>) => ({
      MemberKey: key,
      MemberMlsId: key.replace('MK', 'M'),
      OfficeKey: 'ACT-OK-100',
      MemberStatus: 'Active',
      MemberOfficePhone: '512-555-0140',
      ...changes,
    });
    writeFileSync(
      join(scratch, 'office.json'),
      JSON.stringify({
        '@odata.context': '$metadata#Office',
        value: [
          {
            OfficeKey: 'ACT-OK-100',
            OfficeMlsId: 'ACT-O-100',
            OfficeName: 'Bluebonnet Realty North Austin',
            OfficeAddress1: '9600 Great Hills Trl, Suite 150',
            OfficeCity: 'Austin',
            OfficePostalCode: '78759',
            OfficePhone: '512-555-0100',
          },
        ],
      }),
    );
    writeFileSync(
      join(scratch, 'member.json'),
      JSON.stringify({
        '@odata.context': '$metadata#Member',
        value: [
          member('ACT-MK-7001', {
            MemberFullName: 'Rosa Elizondo',
            JobTitle: 'Broker Associate',
            MemberLanguages: ['English', 'Spanish'],
            SocialMediaWebsiteUrlOrId: 'www.rosaelizondo.com',
          }),
          member('ACT-MK-7002', {
            MemberFullName: 'Tom Baxter',
            MemberLanguages: 'English,German',
            SocialMediaWebsiteUrlOrId: 'javascript:alert(1)',
          }),
        ],
      }),
    );
    const report = await importReso(testDb.db, [join(scratch, 'office.json'), join(scratch, 'member.json')]);
    expect(report.skipped).toEqual([]);
    expect(report.droppedFields).toEqual([
      expect.objectContaining({ resource: 'Member', id: 'ACT-MK-7002', field: 'SocialMediaWebsiteUrlOrId' }),
    ]);
    expect(await agentInfo('rosa-elizondo')).toMatchObject({
      title: 'Broker Associate',
      languages: 'English, Spanish',
      website: 'https://www.rosaelizondo.com/',
      photo_url: null,
    });
    expect(await agentInfo('tom-baxter')).toMatchObject({
      AgentChimeName: 'Tom Baxter',
      title: null,
      languages: 'English, German',
      website: null,
    });
  });
});

describe('GET /api/agentListings/{MatrixDir}', () => {
  it("answers the agent's own listings on the market, newest first, and their sales of the last year", async () => {
    const dir = await busiestAgent();
    const response = await app.inject({ method: 'GET', url: `/api/agentListings/${dir}` });
    expect(response.statusCode).toBe(200);
    const { active, sold } = v.parse(agentListingsResponseSchema, response.json()).data;
    const expected = await testDb.db.query<{ key: number }>(
      `SELECT listing_key_numeric::float8 AS key FROM listings
        WHERE list_agent_matrix_dir = $1 AND mls_status IN ('Active', 'ComingSoon', 'ActiveUnderContract')
        ORDER BY list_date DESC, listing_key_numeric DESC LIMIT 24`,
      [dir],
    );
    expect(active.length).toBeGreaterThan(0);
    expect(active.map((listing) => listing.ListingKeyNumeric)).toEqual(expected.rows.map((row) => row.key));
    for (const listing of [...active, ...sold]) expect(listing.ListAgentMatrixDir).toBe(dir);
    const yearAgo = new Date(Date.parse(`${TEST_TODAY}T12:00:00Z`) - 365 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const listing of sold) {
      expect(listing.MlsStatus).toBe('Closed');
      expect((listing.CloseDate ?? '') >= yearAgo, `${listing.CloseDate} is within a year`).toBe(true);
    }
  });

  it('answers 404 for an agent who is not ours', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/agentListings/nobody-here' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the brokerage identity', () => {
  it('gives the sender and the leads inbox at the configured e-mail domain, the demo one by default', () => {
    expect(loadConfig({})).toMatchObject({
      emailDomain: 'bluebonnetrealty.com',
      mailFrom: 'no-reply@bluebonnetrealty.com',
      leadTo: 'leads@bluebonnetrealty.com',
    });
    expect(loadConfig({ BRAND_EMAIL_DOMAIN: 'LoneStarHomes.com' })).toMatchObject({
      mailFrom: 'no-reply@lonestarhomes.com',
      leadTo: 'leads@lonestarhomes.com',
    });
    expect(() => loadConfig({ BRAND_EMAIL_DOMAIN: 'not a domain' })).toThrow(/BRAND_EMAIL_DOMAIN/);
  });

  it.each(['/privacy', '/dmca', '/web-accessibility'])(
    '%s shows its addresses at the brokerage domain, none at .localhost or .example',
    async (path) => {
      const { body } = await app.inject({ method: 'GET', url: path });
      expect(body).toMatch(/[a-z]+@bluebonnetrealty\.com/);
      expect(body).not.toMatch(/@[\w.-]+\.(localhost|example)\b/);
    },
  );
});
