import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  agentFbPageResponseSchema,
  agentHostParamsSchema,
  agentInfoParamsSchema,
  agentResponseSchema,
  apiErrorSchema,
  clientIdParamsSchema,
  clientsResponseSchema,
  configResponseSchema,
  facebookSignInRequestSchema,
  googleSignInRequestSchema,
  officeAddressesResponseSchema,
  signInResponseSchema,
  signInSourceParamsSchema,
  staffResponseSchema,
  webAgentsResponseSchema,
} from '../../../src/contract';

const agent = {
  MatrixDir: 'jane-doe',
  AgentChimeName: 'Jane Doe',
  AgentBizPhone: '5125550100',
  bizphone_standard: '(512) 555-0100',
  AgenteMail: 'jane@bluebonnet.example',
  AgentPhone: '5125550101',
  Metro: 'austin',
};

describe('agents, staff, offices', () => {
  it('reads an agent bare or under data, a missing banner, Facebook page and profile as null', () => {
    const profile = { title: null, languages: null, bio: null, bio_es: null, photo_url: null, website: null };
    const expected = { ...agent, website_banner: null, facebook_page: null, company: false, ...profile };
    expect(v.parse(agentResponseSchema, agent)).toEqual({ data: expected });
    expect(v.parse(agentResponseSchema, { data: agent })).toEqual({ data: expected });
  });

  it('reads the agent Facebook page: false means none', () => {
    expect(v.parse(agentFbPageResponseSchema, false)).toEqual({ data: null });
    expect(v.parse(agentFbPageResponseSchema, { data: false })).toEqual({ data: null });
    expect(v.parse(agentFbPageResponseSchema, { ...agent, company: 1 }).data?.company).toBe(true);
  });

  it('validates agent path parameters', () => {
    expect(v.is(agentInfoParamsSchema, { MatrixDir: 'jane-doe' })).toBe(true);
    expect(v.is(agentInfoParamsSchema, { MatrixDir: '../etc/passwd' })).toBe(false);
    expect(v.is(agentHostParamsSchema, { host: 'jane-doe.bluebonnet.localhost' })).toBe(true);
    expect(v.is(agentHostParamsSchema, { host: 'evil.com/path' })).toBe(false);
  });

  it('reads web agents, staff and offices as data lists', () => {
    expect(
      v.parse(webAgentsResponseSchema, [
        { full_name: 'Web Agent', email: 'web@x.example', office_phone: 5125550199 },
      ]),
    ).toEqual({ data: [{ full_name: 'Web Agent', email: 'web@x.example', office_phone: '5125550199' }] });
    expect(
      v.parse(staffResponseSchema, { data: [{ MatrixDir: 'sam', staff_email: 'sam@x.example' }] }).data[0],
    ).toEqual({
      MatrixDir: 'sam',
      AgentChimeName: null,
      staff_phone: null,
      staff_phone_standard: null,
      staff_email: 'sam@x.example',
      photo: null,
    });
    const office = {
      location: 'North Austin',
      address: '100 Congress Ave',
      city: 'Austin',
      postalcode: 78701,
    };
    expect(v.parse(officeAddressesResponseSchema, [office]).data[0]).toMatchObject({
      state: null,
      postalcode: '78701',
    });
  });
});

describe('configResponseSchema (GET /api/config)', () => {
  it('reads bilingual status texts and photo templates', () => {
    const body = {
      status_data: { loading: { en: 'loading', es: 'cargando' }, completed: 'Search complete.' },
      photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg',
      map_token: null,
    };
    expect(v.parse(configResponseSchema, body)).toEqual({
      status_data: {
        loading: { en: 'loading', es: 'cargando' },
        completed: { en: 'Search complete.', es: null },
      },
      photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg',
      collateral_url_template: null,
      map_token: null,
      social_links: [],
      social_sign_in: { google_client_id: null, facebook_app_id: null, hosts: [] },
      home_banners: [],
      home_cover: null,
      // A backend without SPEC §9's fixed contact lines: none is shown.
      office_contact: { toll_free: null, office_phone: null, office_mls_id: null },
      // A backend without an MLS feed: the disclaimer says no date.
      data_updated_at: null,
      // A backend that names no base map: the offline map, which needs no outside host.
      base_map: { kind: 'offline' },
    });
  });

  it('reads an empty config as all defaults', () => {
    expect(v.parse(configResponseSchema, {}).status_data).toEqual({ loading: null, completed: null });
  });
});

describe('sign-in', () => {
  it('narrows on success and reads the client', () => {
    const response = v.parse(signInResponseSchema, {
      success: 'true',
      message: 'Welcome back',
      Client: {
        ClientID: '42',
        PartyName: 'Ana',
        lname: 'Pérez',
        PartyEmail: 'ana@example.com',
        image_url: '',
      },
    });
    expect(response.success && response.Client).toEqual({
      ClientID: 42,
      PartyName: 'Ana',
      lname: 'Pérez',
      PartyEmail: 'ana@example.com',
      PartyPhone: null,
      image_url: null,
      EmailVerified: null,
      PendingEmail: null,
    });
    expect(v.parse(signInResponseSchema, { success: false, message: 'invalid_credentials' })).toEqual({
      success: false,
      message: 'invalid_credentials',
      code: null,
    });
  });

  it('rejects a successful sign-in without the client', () => {
    const result = v.safeParse(signInResponseSchema, { success: true });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain('Client');
  });

  it('takes a provider token, never a trusted e-mail, for social sign-in', () => {
    const google = v.parse(googleSignInRequestSchema, {
      credential: 'eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jbyJ9.c2lnbmF0dXJl',
      email: 'attacker@example.com',
      source: 'bluebonnet',
    });
    expect(google).toEqual({
      credential: 'eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jbyJ9.c2lnbmF0dXJl',
      source: 'bluebonnet',
    });
    expect(v.is(googleSignInRequestSchema, { email: 'a@b.co', name: 'A' })).toBe(false);
    expect(v.is(googleSignInRequestSchema, { credential: 'not a jwt' })).toBe(false);
    expect(v.parse(facebookSignInRequestSchema, { accessToken: 'EAAGm0PX4ZCpsBA' })).toEqual({
      accessToken: 'EAAGm0PX4ZCpsBA',
    });
    expect(v.is(facebookSignInRequestSchema, { accessToken: '' })).toBe(false);
    expect(v.is(signInSourceParamsSchema, { source: 'facebook-ads' })).toBe(true);
    expect(v.is(signInSourceParamsSchema, { source: 'x/../y' })).toBe(false);
  });
});

describe('POST /api/clients response', () => {
  it('reads the stored client, or none for a lead', () => {
    const registered = v.parse(clientsResponseSchema, {
      success: true,
      clientData: { ClientID: 43, PartyEmail: 'b@c.co' },
    });
    expect(registered.success && registered.clientData?.ClientID).toBe(43);
    expect(v.parse(clientsResponseSchema, { success: 1 })).toEqual({
      success: true,
      clientData: null,
      message: null,
    });
  });

  it('reads errors by field, including the Laravel shape', () => {
    expect(v.parse(clientsResponseSchema, { errors: { PartyEmail: ['email_taken'] } })).toEqual({
      success: false,
      errors: { PartyEmail: ['email_taken'] },
      message: null,
    });
  });

  it('validates ClientID path parameters', () => {
    expect(v.parse(clientIdParamsSchema, { ClientID: '42' })).toEqual({ ClientID: 42 });
    for (const ClientID of ['0', '-1', '4.2', 'abc', '', '99999999999999999']) {
      expect(v.is(clientIdParamsSchema, { ClientID })).toBe(false);
    }
  });
});

describe('apiErrorSchema', () => {
  it('reads the server error body with optional details', () => {
    const body = {
      error: { code: 'badRequest', message: 'Invalid listings query', details: { issues: [] } },
    };
    expect(v.parse(apiErrorSchema, body)).toEqual(body);
    expect(v.parse(apiErrorSchema, { error: { code: 'notFound', message: 'No listing' } })).toEqual({
      error: { code: 'notFound', message: 'No listing' },
    });
    expect(v.is(apiErrorSchema, { message: 'Server Error' })).toBe(false);
  });
});
