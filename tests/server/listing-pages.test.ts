import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../server/alerts/digest-brand';
import { listingPageRoutes } from '../../server/routes/listing-pages';
import { DEFAULT_FORM_LIMITS } from '../../server/routes/screen-form-post';
import { SyncedListingIndex } from '../../server/search/synced-listing-index';
import { openTestApp, TEST_TODAY, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(1500);
});
afterAll(async () => {
  await t?.close();
});

const HOST = 'bluebonnet.example';
const OPEN = ['Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending'];

const get = (url: string, host = HOST) => t.app.inject({ url, headers: { host } });

const rows = async <Row>(sql: string, params: unknown[] = []) =>
  (await t.testDb.db.query<Row>(sql, params)).rows;

interface StoredListing {
  key: number;
  url: string;
  city: string;
  address: string;
  price: number;
}

/** The first listing matching `where` in key order, or the last one (for a test that edits it). */
async function listingWhere(where: string, order: 'first' | 'last' = 'first'): Promise<StoredListing> {
  const [row] = await rows<StoredListing>(
    `SELECT listing_key_numeric::float8 AS key, url, city_subdomain AS city, address, list_price::float8 AS price
       FROM listings WHERE ${where} ORDER BY listing_key_numeric ${order === 'first' ? 'ASC' : 'DESC'} LIMIT 1`,
  );
  if (!row) throw new Error(`no listing where ${where}`);
  return row;
}

const pathOf = (listing: StoredListing) => `/${listing.url.replace(/\.html$/, '')}`;

const jsonLdSchema = v.object({
  '@context': v.literal('https://schema.org'),
  '@type': v.literal('RealEstateListing'),
  url: v.string(),
  name: v.string(),
  description: v.optional(v.string()),
  offers: v.object({ '@type': v.literal('Offer'), price: v.number(), priceCurrency: v.literal('USD') }),
  mainEntity: v.object({
    '@type': v.string(),
    address: v.object({
      '@type': v.literal('PostalAddress'),
      streetAddress: v.string(),
      addressLocality: v.string(),
      addressRegion: v.string(),
      postalCode: v.string(),
    }),
    geo: v.object({ '@type': v.literal('GeoCoordinates'), latitude: v.number(), longitude: v.number() }),
  }),
});

function jsonLdOf(html: string): v.InferOutput<typeof jsonLdSchema> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return v.parse(jsonLdSchema, JSON.parse(scripts[0]?.[1] ?? ''));
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

describe('a listing page (GET /{slug}-{ListingKeyNumeric})', () => {
  it('holds the address, price and facts as plain HTML inside <bb-house>, with its title', async () => {
    const listing = await listingWhere("mls_status = 'Active' AND list_price > 100000");
    const response = await get(pathOf(listing));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const house = /<bb-house listing-key="(\d+)">([\s\S]*?)<\/bb-house>/.exec(html);
    expect(house?.[1]).toBe(String(listing.key));
    const facts = house?.[2] ?? '';
    expect(facts).toContain(`<h1>${listing.address}</h1>`);
    expect(facts).toContain(`$${listing.price.toLocaleString('en-US')}`);
    expect(facts).toContain('Listing Provided By');
    expect(facts).toMatch(/<dt>Bedrooms<\/dt><dd>(?:\d+|N\/A)<\/dd>/);
    expect(facts).toMatch(/<dt>Status<\/dt><dd>For Sale<\/dd>/);
    expect(html).toMatch(new RegExp(`<title[^>]*>${listing.address}, [^<]+ · Bluebonnet Realty</title>`));
    expect(html).toMatch(/<meta name="description" content="For Sale · [^"]+\$[\d,]+[^"]*">/);
    // The bundle's loader is on the page, so visitors with JavaScript get the widget.
    expect(html).toContain('<script src="/dist/bluebonnet.js" defer></script>');
  });

  it('carries schema.org JSON-LD that parses back to the listing, and its canonical URL', async () => {
    const listing = await listingWhere("mls_status = 'Active' AND list_price > 100000");
    const [stored] = await rows<{ lat: number; lng: number; postal: string }>(
      'SELECT latitude AS lat, longitude AS lng, postal_code AS postal FROM listings WHERE listing_key_numeric = $1',
      [listing.key],
    );
    const html = (await get(pathOf(listing))).body;
    const canonical = `http://${listing.city}.${HOST}${pathOf(listing)}`;
    expect(canonicalOf(html)).toBe(canonical);
    const ld = jsonLdOf(html);
    expect(ld.url).toBe(canonical);
    expect(ld.offers.price).toBe(listing.price);
    expect(ld.mainEntity.address.streetAddress).toBe(listing.address);
    expect(ld.mainEntity.address.postalCode).toBe(stored?.postal);
    expect(ld.mainEntity.geo).toMatchObject({ latitude: stored?.lat, longitude: stored?.lng });
  });

  it('escapes what the database holds: a remark cannot end the JSON-LD script or add markup', async () => {
    const listing = await listingWhere("mls_status = 'Active' AND list_price > 0", 'last');
    const remarks = `Great </script><script>alert(1)</script> <!-- & "quotes" 'too' $& {{content}}`;
    const address = `${listing.address} <b>&</b>`;
    await t.testDb.db.query(
      'UPDATE listings SET public_remarks = $2, address = $3, state_or_province = NULL WHERE listing_key_numeric = $1',
      [listing.key, remarks, address],
    );
    const html = (await get(pathOf(listing))).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>&</b>');
    expect(html).toContain('Great &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(`<h1>${listing.address} &lt;b&gt;&amp;&lt;/b&gt;</h1>`);
    const ld = jsonLdOf(html);
    expect(ld.description).toBe(remarks);
    expect(ld.mainEntity.address.streetAddress).toBe(address);
    // A missing state reads 'TX' (DESIGN rulings), in the facts and the JSON-LD alike.
    expect(ld.mainEntity.address.addressRegion).toBe('TX');
    expect(html).toMatch(/<p>[^<]+, TX \d{5}<\/p>/);
    // The layout's placeholders are filled once: the remark's '{{content}}' stays text.
    expect(html.match(/<bb-house /g)).toHaveLength(1);
  });

  it('sends old .html links and outdated slugs to the one canonical path, query kept', async () => {
    const listing = await listingWhere("mls_status = 'Active'");
    const html = await get(`${pathOf(listing)}.html?source=mail`);
    expect(html.statusCode).toBe(301);
    expect(html.headers.location).toBe(`${pathOf(listing)}?source=mail`);
    const renamed = await get(`/old-street-name-${listing.key}`);
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe(pathOf(listing));
  });

  it('answers an unknown listing with a 404 page that links to every listing and is not indexed', async () => {
    const response = await get('/1-nowhere-ln-austin-tx-78701-999999999999');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<a href="/listings">See all listings</a>');
    expect(response.body).not.toContain('<bb-house');
  });

  it('leaves city pages to the demo routes: /{city} is not a listing path', async () => {
    const austin = await get('/austin');
    expect(austin.statusCode).toBe(200);
    expect(austin.body).toContain(
      '<title data-es="Casas en venta en Austin · Bluebonnet Realty">Austin homes for sale · Bluebonnet Realty</title>',
    );
    expect((await get('/no-such-city')).statusCode).toBe(302);
  });

  it('puts the canonical URL on the city sub-domain from any host, and refuses a forged Host', async () => {
    const listing = await listingWhere("mls_status = 'Active'");
    const fromAgent = (await get(pathOf(listing), `jane-doe.${HOST}`)).body;
    expect(canonicalOf(fromAgent)).toBe(`http://${listing.city}.${HOST}${pathOf(listing)}`);
    const byIp = (await get(pathOf(listing), '127.0.0.1:8080')).body;
    expect(canonicalOf(byIp)).toBe(`http://127.0.0.1:8080${pathOf(listing)}`);
    expect((await get(pathOf(listing), 'evil.example"><script>')).statusCode).toBe(400);
  });
});

/** A strict enough well-formedness check of the small XML we write: balanced tags, escaped text. */
function expectWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1);
  const open: string[] = [];
  for (const [, closing, name = '', rest = ''] of body.matchAll(/<(\/?)([a-zA-Z:]+)([^<>]*)>/g)) {
    if (closing) expect(open.pop(), `</${name}>`).toBe(name);
    else if (!rest.endsWith('/')) open.push(name);
  }
  expect(open).toEqual([]);
  const text = body.replace(/<[^<>]+>/g, '');
  expect(text).not.toMatch(/[<>]/);
  expect(text).not.toMatch(/&(?!(?:amp|lt|gt|quot|#39);)/);
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

async function openListingUrls(): Promise<string[]> {
  const open = await rows<{ url: string; city: string }>(
    'SELECT url, city_subdomain AS city FROM listings WHERE mls_status = ANY($1) ORDER BY listing_key_numeric',
    [OPEN],
  );
  return open.map((row) => `http://${row.city}.${HOST}/${row.url.replace(/\.html$/, '')}`);
}

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists every listing on the market at its canonical URL, as valid XML', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expectWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(xml)).toEqual(await openListingUrls());
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1] ?? '');
    expect(lastmods.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= TEST_TODAY)).toBe(true);
    const [closed] = await rows<{ url: string }>(
      "SELECT url FROM listings WHERE mls_status = 'Closed' LIMIT 1",
    );
    expect(xml).not.toContain(`/${closed?.url.replace(/\.html$/, '')}<`);
  });

  it('becomes a sitemap index of files of at most the URL limit, which together list every listing', async () => {
    const app = Fastify({ logger: false });
    const context = {
      db: t.testDb.db,
      today: () => TEST_TODAY,
      mapboxToken: undefined,
      baseMap: { kind: 'offline' } as const,
      socialLinks: [],
      brand: DEFAULT_BRAND,
      listings: new SyncedListingIndex(t.testDb.db),
      formLimits: DEFAULT_FORM_LIMITS,
    };
    const demoDir = fileURLToPath(new URL('../../demo', import.meta.url));
    await app.register(listingPageRoutes, { context, demoDir, sitemapUrlLimit: 250 });
    try {
      const inject = (url: string) => app.inject({ url, headers: { host: `austin.${HOST}` } });
      const index = (await inject('/sitemap.xml')).body;
      expectWellFormedXml(index);
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locsOf(index);
      const expected = await openListingUrls();
      expect(files).toEqual(
        Array.from(
          { length: Math.ceil(expected.length / 250) },
          (_, i) => `http://${HOST}/sitemap-${i + 1}.xml`,
        ),
      );
      const listed: string[] = [];
      for (const file of files) {
        const xml = (await inject(new URL(file).pathname)).body;
        expectWellFormedXml(xml);
        expect(locsOf(xml).length).toBeLessThanOrEqual(250);
        listed.push(...locsOf(xml));
      }
      expect(listed).toEqual(expected);
      expect((await inject(`/sitemap-${files.length + 1}.xml`)).statusCode).toBe(404);
      expect((await inject('/sitemap-0.xml')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('has robots.txt point every host to the sitemap on the brokerage host', async () => {
    for (const host of [HOST, `austin.${HOST}`]) {
      const response = await get('/robots.txt', host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain('User-agent: *');
      expect(response.body).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
    }
  });
});
