import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './support/test-app';

// A listing shared on Facebook, iMessage, WhatsApp, Slack or X previews with its price, place and photo:
// the server-rendered page carries the Open Graph and X card tags those services read (issue 22).

let testApp: TestApp;
const HOST = 'bluebonnet.example';

beforeAll(async () => {
  testApp = await openTestApp(60);
});
afterAll(async () => {
  await testApp?.close();
});

/** The content of each `<meta property|name="…">` of a page, by its key. */
function metaTags(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, key = '', value = ''] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)">/g,
  )) {
    found.set(key, value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'"));
  }
  return found;
}

async function listingWith(where: string) {
  const { rows } = await testApp.testDb.db.query<{ url: string; list_price: number; address: string | null }>(
    `SELECT url, list_price::float8 AS list_price, address FROM listings WHERE ${where}
     ORDER BY listing_key_numeric LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no seeded listing where ${where}`);
  return row;
}

describe('the link preview of a listing page', () => {
  it('headlines the price and the address, with the search snippet and the canonical address', async () => {
    const listing = await listingWith(
      "list_price > 0 AND address IS NOT NULL AND property_type = 'Residential'",
    );
    const page = await testApp.app.inject({
      url: `/${listing.url.replace(/\.html$/, '')}`,
      headers: { host: HOST },
    });
    expect(page.statusCode).toBe(200);
    const tags = metaTags(page.body);

    const price = `$${listing.list_price.toLocaleString('en-US')}`;
    expect(tags.get('og:title')).toMatch(new RegExp(`^\\${price} · ${listing.address}, `));
    expect(tags.get('twitter:title')).toBe(tags.get('og:title'));
    expect(tags.get('og:type')).toBe('website');
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(page.body)?.[1];
    expect(tags.get('og:url')).toBe(canonical);
    expect(tags.get('og:description')).toContain(price);
    expect(tags.get('twitter:description')).toBe(tags.get('og:description'));
    expect(tags.get('og:description')).toBe(tags.get('description'));
  });

  it('shows the first photo, from our host, in a large card named by the address', async () => {
    const listing = await listingWith(
      "list_price > 0 AND address IS NOT NULL AND property_type = 'Residential'",
    );
    const page = await testApp.app.inject({
      url: `/${listing.url.replace(/\.html$/, '')}`,
      headers: { host: HOST },
    });
    const tags = metaTags(page.body);
    // Absolute, on the host the page was asked from: a preview never hotlinks the MLS's CDN.
    expect(tags.get('og:image')).toMatch(new RegExp(`^http://${HOST}/`));
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
    expect(tags.get('og:image:alt')).toMatch(new RegExp(`^${listing.address}, `));
  });

  it('is a text card for a listing without a photo', async () => {
    const listing = await listingWith("list_price > 0 AND property_type = 'Residential'");
    const { key } = (
      await testApp.testDb.db.query<{ key: string }>(
        'SELECT listing_key_numeric::text AS key FROM listings WHERE url = $1',
        [listing.url],
      )
    ).rows[0] ?? { key: '' };
    await testApp.testDb.db.query('DELETE FROM listing_media WHERE listing_key_numeric = $1', [key]);
    const page = await testApp.app.inject({
      url: `/${listing.url.replace(/\.html$/, '')}`,
      headers: { host: HOST },
    });
    const tags = metaTags(page.body);
    expect(tags.get('twitter:card')).toBe('summary');
    expect(tags.has('og:image')).toBe(false);
    expect(tags.has('twitter:image')).toBe(false);
    expect(tags.get('og:title')).toMatch(/^\$[\d,]+ · /);
  });

  it("reads a lease's price as a month's rent and its Active status as For Rent", async () => {
    const lease = await listingWith(
      "property_type = 'ResidentialLease' AND list_price > 0 AND mls_status = 'Active'",
    );
    const page = await testApp.app.inject({
      url: `/${lease.url.replace(/\.html$/, '')}`,
      headers: { host: HOST },
    });
    const tags = metaTags(page.body);
    expect(tags.get('og:title')).toMatch(/^\$[\d,]+\/mo · /);
    expect(tags.get('og:description')).toMatch(/^For Rent · /);
  });
});
