import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFbPageResponseSchema, agentResponseSchema } from '../../src/contract';
import { openTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let app: FastifyInstance;
let withPage: string;
let withoutPage: string;
let withoutPageName: string;

beforeAll(async () => {
  testApp = await openTestApp(50);
  app = testApp.app;
  const agents = await testApp.testDb.db.query<{ matrix_dir: string; full_name: string; page: boolean }>(
    'SELECT matrix_dir, full_name, facebook_page IS NOT NULL AS page FROM agents ORDER BY matrix_dir',
  );
  const paged = agents.rows.find((agent) => agent.page);
  const unpaged = agents.rows.find((agent) => !agent.page);
  if (!paged || !unpaged) throw new Error('The seed needs agents with and without a Facebook page.');
  withPage = paged.matrix_dir;
  withoutPage = unpaged.matrix_dir;
  withoutPageName = unpaged.full_name;
});
afterAll(async () => {
  await testApp?.close();
});

const get = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });

describe('agent sub-domains of the demo site', () => {
  it("serves the agent's home page at / of {MatrixDir}.localhost:PORT", async () => {
    const response = await get('/', `${withoutPage}.localhost:8080`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<bb-agent-home agent="${withoutPage}"`);
    expect(response.body).toContain(`>${withoutPageName} · Bluebonnet Realty</title>`);
    expect(response.body).not.toContain('<bb-house');
    expect(response.body).toContain('variant="full"');
  });

  it('serves it on a sub-domain of a real site host too, and adds one listing when asked', async () => {
    const response = await get('/?listing=1234567', `${withoutPage}.bluebonnet.example`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<bb-agent-home agent="${withoutPage}"`);
    expect(response.body).toContain('<bb-house listing-key="1234567"></bb-house>');
    // Above a listing the agent home is compact: banner and card, no second search box.
    expect(response.body).toContain('variant="compact"');
    const odd = await get('/?listing=%22%3E%3Cscript%3E', `${withoutPage}.bluebonnet.example`);
    expect(odd.body).not.toContain('<bb-house');
    expect(odd.body).not.toContain('<script>');
  });

  it("serves the agent's contact page at /contact of the sub-domain", async () => {
    const response = await get('/contact', `${withoutPage}.localhost:8080`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<bb-contact agent="${withoutPage}"></bb-contact>`);
  });

  it('sends an unknown sub-domain to the same page of the company site', async () => {
    const home = await get('/', 'no-such-agent.localhost:8080');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('http://localhost:8080/');
    const contact = await get('/contact', 'austin.bluebonnet.example');
    expect(contact.statusCode).toBe(302);
    expect(contact.headers.location).toBe('http://bluebonnet.example/contact');
  });

  it("leaves the company site's own pages alone", async () => {
    for (const host of ['localhost:8080', 'www.bluebonnet.example', '127.0.0.1:8080']) {
      const home = await get('/', host);
      expect(home.statusCode, host).toBe(200);
      expect(home.body, host).not.toContain('<bb-agent-home');
      const contact = await get('/contact', host);
      expect(contact.body, host).toContain('<bb-contact></bb-contact>');
    }
  });

  it("serves each seeded agent's banner", async () => {
    const response = await get(`/photos/banners/${withPage}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg/);
    expect((await get('/photos/banners/..%2Fetc.svg')).statusCode).toBe(400);
  });
});

describe('GET /api/agentFbPage/{host}', () => {
  it('answers the agent with its Facebook page for a sub-domain host', async () => {
    const response = await get(`/api/agentFbPage/${withPage}.localhost`);
    expect(response.statusCode).toBe(200);
    const body = v.parse(agentFbPageResponseSchema, response.json());
    expect(body.data?.MatrixDir).toBe(withPage);
    expect(body.data?.facebook_page).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(body.data?.company).toBe(false);
  });

  it('answers no page (false) for an agent without one, an unknown agent and the company host', async () => {
    for (const host of [`${withoutPage}.localhost`, withoutPage, 'nobody.localhost', 'localhost']) {
      const response = await get(`/api/agentFbPage/${host}`);
      expect(response.statusCode, host).toBe(200);
      expect(v.parse(agentFbPageResponseSchema, response.json()), host).toEqual({ data: null });
    }
  });

  it('refuses what is not a host name', async () => {
    expect((await get('/api/agentFbPage/bad%20host')).statusCode).toBe(400);
  });
});

describe('GET /api/infoModal/{subdomain}', () => {
  it('answers the agent of a sub-domain, as a bare label or a whole host', async () => {
    for (const param of [withoutPage, `${withoutPage}.bluebonnet.example`]) {
      const response = await get(`/api/infoModal/${param}`);
      expect(response.statusCode, param).toBe(200);
      const body = v.parse(agentResponseSchema, response.json());
      expect(body.data.MatrixDir).toBe(withoutPage);
      expect(body.data.AgentChimeName).toBe(withoutPageName);
    }
  });

  it('answers 404 for a sub-domain that is no agent', async () => {
    expect((await get('/api/infoModal/nobody')).statusCode).toBe(404);
  });
});

describe('the thank-you page', () => {
  it('is a bare page with <bb-thank-you>, and /thank-you-frame shows it in an 800 px frame', async () => {
    const page = await get('/thank-you?name=Ana');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<bb-thank-you></bb-thank-you>');
    expect(page.body).not.toContain('site-footer');
    const frame = await get('/thank-you-frame?name=Ana&email=a%40b.example');
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain('src="/thank-you?name=Ana&amp;email=a%40b.example"');
    expect(frame.body).toContain('height="800"');
  });
});
