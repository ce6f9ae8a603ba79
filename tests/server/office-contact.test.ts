import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { configResponseSchema } from '../../src/contract';
import { openTestDb, type TestDb } from './support/open-test-db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

/** GET /api/config of an app built from `env`, read with the widgets' own schema. */
async function configFor(env: Record<string, string>) {
  const { officeContact } = loadConfig(env);
  const app = await buildApp({
    db: testDb.db,
    config: { mapboxToken: undefined, logLevel: 'silent', officeContact },
    logger: false,
  });
  try {
    return v.parse(configResponseSchema, (await app.inject('/api/config')).json());
  } finally {
    await app.close();
  }
}

describe("the footers' toll-free number, office number and office MLS ID (SPEC §9)", () => {
  it("gives the demo brokerage's values when nothing is configured", async () => {
    expect((await configFor({})).office_contact).toEqual({
      toll_free: '(888) 555-0142',
      office_phone: '(512) 555-0100',
      office_mls_id: 'BLBN01',
    });
  });

  it('takes the values from TOLL_FREE_PHONE, OFFICE_PHONE and OFFICE_MLS_ID', async () => {
    const config = await configFor({
      TOLL_FREE_PHONE: ' 1-800-555-0199 ',
      OFFICE_PHONE: '+1 713 555 0300',
      OFFICE_MLS_ID: 'HOU-42',
    });
    expect(config.office_contact).toEqual({
      toll_free: '1-800-555-0199',
      office_phone: '+1 713 555 0300',
      office_mls_id: 'HOU-42',
    });
  });

  it('sends null for a value set empty, so the footer hides that line', async () => {
    const config = await configFor({ TOLL_FREE_PHONE: '', OFFICE_MLS_ID: '' });
    expect(config.office_contact).toEqual({
      toll_free: null,
      office_phone: '(512) 555-0100',
      office_mls_id: null,
    });
  });

  it.each([
    ['TOLL_FREE_PHONE', 'call us', /TOLL_FREE_PHONE: TOLL_FREE_PHONE must be a phone number/],
    ['OFFICE_PHONE', '555', /OFFICE_PHONE: OFFICE_PHONE must be a phone number/],
    ['OFFICE_MLS_ID', 'BLBN 01', /OFFICE_MLS_ID: OFFICE_MLS_ID must be letters, digits and dashes/],
  ])('refuses to start with a bad %s, naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it("drops a backend's malformed value in the widgets' schema instead of failing the whole config", () => {
    const parsed = v.parse(configResponseSchema, {
      office_contact: {
        toll_free: 'javascript:alert(1)',
        office_phone: 5_125_550_100,
        office_mls_id: 'OK-1',
      },
    });
    expect(parsed.office_contact).toEqual({
      toll_free: null,
      office_phone: '5125550100',
      office_mls_id: 'OK-1',
    });
    expect(v.parse(configResponseSchema, {}).office_contact).toEqual({
      toll_free: null,
      office_phone: null,
      office_mls_id: null,
    });
  });
});
