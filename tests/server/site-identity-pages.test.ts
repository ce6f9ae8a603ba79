import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seed } from '../../server/data/seed';
import { openTestDb, type TestDb } from './support/open-test-db';
import { TEST_TODAY } from './support/test-app';

// Issue 25: the demo site's header, footer, titles and legal pages wrote 'Bluebonnet Realty', its offices,
// phone lines and social pages into the HTML, so a brokerage that configured its own name still showed
// the demo's on every page.

/** Another brokerage, configured as README "The brokerage's identity, in one place" says. */
const ENV = {
  BRAND_NAME: 'Lone Star Homes',
  BRAND_LOGO_URL: '/brand/lone-star.svg',
  BRAND_COLOR: '#7a1f1f',
  BRAND_EMAIL_DOMAIN: 'lonestarhomes.com',
  SOCIAL_LINKS: 'x=https://x.com/lonestarhomes',
  TOLL_FREE_PHONE: '(800) 555-0199',
  OFFICE_PHONE: '(214) 555-0110',
  OFFICE_MLS_ID: 'LSH01',
};

/** What the demo brokerage's pages show: its name, logo, colour, offices, phones, domain, social pages. */
const DEMO_IDENTITY = [
  'Bluebonnet Realty',
  '/demo-assets/logo.svg',
  '#1f3a8a',
  'Great Hills',
  'William Cannon',
  'Post Oak',
  '555-0100',
  '555-0142',
  'BLBN01',
  'bluebonnetrealty',
];

let testDb: TestDb;
let app: FastifyInstance;
let agentDir = '';
let listingPath = '';
let blogPath = '';

/** The site built from `env`'s brand settings, as the entry point reads them. */
async function appFor(env: Record<string, string>): Promise<FastifyInstance> {
  const { brand, emailDomain, socialLinks, officeContact } = loadConfig(env);
  return buildApp({
    db: testDb.db,
    config: { mapboxToken: undefined, logLevel: 'silent', brand, emailDomain, socialLinks, officeContact },
    today: () => TEST_TODAY,
    logger: false,
  });
}

const rows = async <Row>(sql: string) => (await testDb.db.query<Row>(sql)).rows;

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 60, seed: 7, today: TEST_TODAY });
  // The brokerage's offices are the MLS's Office records; its listings name it as their listing office.
  await testDb.db.query(
    `UPDATE offices SET location = 'Uptown Dallas ' || id, address = '2501 N Harwood St, Suite ' || id,
            city = 'Dallas', postalcode = '75201', phone = '2145550110'`,
  );
  await testDb.db.query(
    "UPDATE listings SET list_office_name = 'Lone Star Homes' WHERE list_office_name = 'Bluebonnet Realty'",
  );
  app = await appFor(ENV);
  const [agent] = await rows<{ dir: string }>(
    'SELECT matrix_dir AS dir FROM agents ORDER BY matrix_dir LIMIT 1',
  );
  agentDir = agent?.dir ?? '';
  const [listing] = await rows<{ url: string }>(
    'SELECT url FROM listings ORDER BY listing_key_numeric LIMIT 1',
  );
  listingPath = `/${listing?.url.replace(/\.html$/, '') ?? ''}`;
  const [post] = await rows<{ id: number; url: string }>('SELECT blog_id AS id, url FROM blogs LIMIT 1');
  blogPath = `/blog/${post?.id}/${post?.url}`;
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** Every page of the demo site, as [path, host]: the company's pages and an agent's sub-domain. */
function sitePages(): [string, string][] {
  const company = [
    '/',
    '/listings',
    '/leasing',
    '/open-houses',
    '/austin',
    '/contact',
    `/about/${agentDir}`,
    '/register',
    '/dashboard',
    '/dashboard/favorites',
    '/dashboard/compare',
    '/dmca',
    '/web-accessibility',
    '/privacy',
    blogPath,
    listingPath,
    '/no-such-home-123-tx-99999999999',
    '/thank-you',
    '/thank-you-frame',
  ].map((path): [string, string] => [path, 'localhost']);
  return [...company, ['/', `${agentDir}.localhost`], ['/contact', `${agentDir}.localhost`]];
}

async function page(path: string, host: string): Promise<string> {
  const response = await app.inject({ url: path, headers: { host } });
  expect(response.statusCode, `${host}${path}`).toBeLessThan(500);
  expect(response.headers['content-type'], `${host}${path}`).toContain('text/html');
  return response.body;
}

describe("the demo site's pages with another brokerage configured", () => {
  it('show none of the demo brokerage: not its name, logo, colour, offices, phones or social pages', async () => {
    expect(agentDir).not.toBe('');
    for (const [path, host] of sitePages()) {
      const html = await page(path, host);
      for (const demo of DEMO_IDENTITY) expect(html, `${host}${path} shows ${demo}`).not.toContain(demo);
    }
  });

  it("name the configured brokerage in every page's title, and its logo and name in the header", async () => {
    for (const [path, host] of sitePages()) {
      const html = await page(path, host);
      expect(html, `${host}${path}`).toMatch(
        /<title data-es="[^"]* · Lone Star Homes">[^<]* · Lone Star Homes<\/title>/,
      );
      if (path === '/thank-you') continue; // a bare page for a frame: no header or footer
      expect(html, `${host}${path}`).toContain(
        '<a class="brand" href="/"><img src="/brand/lone-star.svg" alt="" width="36" height="36"> Lone Star Homes</a>',
      );
      expect(html).toContain('<meta name="theme-color" content="#7a1f1f">');
    }
  });

  it("list the MLS's offices, the configured phone lines and social pages in the footer", async () => {
    const html = await page('/', 'localhost');
    const footer = html.slice(html.indexOf('<footer'));
    for (const id of [1, 2, 3])
      expect(footer).toContain(
        `<li><strong>Uptown Dallas ${id}</strong><br>2501 N Harwood St, Suite ${id}, Dallas, TX 75201<br><a href="tel:+12145550110">(214) 555-0110</a></li>`,
      );
    expect(footer).toContain('<a href="tel:+18005550199">(800) 555-0199</a>');
    expect(footer).toContain('<dd translate="no">LSH01</dd>');
    expect(footer).toContain('<a href="https://x.com/lonestarhomes" rel="noopener">X</a>');
    expect(footer).toContain('Lone Star Homes is committed to the Fair Housing Act');
  });

  it("give the legal pages' addresses at the brokerage's domain, office and phone", async () => {
    const dmca = await page('/dmca', 'localhost');
    expect(dmca).toContain('DMCA Agent, Lone Star Homes, 2501 N Harwood St, Suite 1, Dallas, TX 75201');
    expect(dmca).toContain('Agente DMCA, Lone Star Homes, 2501 N Harwood St, Suite 1, Dallas, TX 75201');
    expect(dmca).toContain('Telephone: <a href="tel:+12145550110">(214) 555-0110</a>');
    expect(await page('/privacy', 'localhost')).toContain(
      'privacy@lonestarhomes.com</a> or to Lone Star Homes',
    );
    expect(await page('/web-accessibility', 'localhost')).toContain(
      'call <a href="tel:+12145550110">(214) 555-0110</a>',
    );
  });
});

describe('a brokerage that has no social pages or fixed phone lines', () => {
  it('shows no empty footer sections for them', async () => {
    const bare = await appFor({
      ...ENV,
      SOCIAL_LINKS: '',
      TOLL_FREE_PHONE: '',
      OFFICE_PHONE: '',
      OFFICE_MLS_ID: '',
    });
    try {
      const html = (await bare.inject({ url: '/contact', headers: { host: 'localhost' } })).body;
      expect(html).not.toContain('aria-label="Follow us"');
      expect(html).not.toContain('class="office-contact"');
      expect(html).not.toContain('{{');
    } finally {
      await bare.close();
    }
  });
});
