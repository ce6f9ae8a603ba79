import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { configResponseSchema, encodeListingsQuery, type ListingsQueryInput } from '../../src/contract';
import { openTestApp, TEST_TODAY, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Row {
  ListingKeyNumeric: number;
  MlsStatus: string;
  PropertyType: string;
  ListPrice: number | null;
  ListingContractDate: string;
  Latitude: number;
  Longitude: number;
  City: string;
  subdomain: string;
  OpenHouseDate: string | null;
  DOM: number;
}
interface Page {
  data: {
    listings: Row[];
    links: { url: string | null; label: string; active: boolean }[];
    page: number;
    last_page: number;
    per_page: number;
    total: number;
    price_range: { min_price: number | null; max_price: number | null };
  };
}

async function search(query: ListingsQueryInput): Promise<Page['data']> {
  const response = await t.app.inject(`/api/v1/listings/${encodeListingsQuery(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Page).data;
}

async function count(where: string, params: unknown[] = []): Promise<number> {
  const result = await t.testDb.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listings WHERE ${where}`,
    params,
  );
  return result.rows[0]?.n ?? -1;
}

describe('GET /api/v1/listings/{json}', () => {
  it('answers the default search: Residential, Active and Coming Soon, newest first, 50 a page, exact total', async () => {
    const data = await search({ filters: {} });
    const expected = await count("property_type = 'Residential' AND mls_status IN ('Active', 'ComingSoon')");
    expect(data.total).toBe(expected);
    expect(data.listings).toHaveLength(50);
    expect(data.per_page).toBe(50);
    expect(data.last_page).toBe(Math.ceil(expected / 50));
    for (const listing of data.listings) {
      expect(listing.PropertyType).toBe('Residential');
      expect(['Active', 'ComingSoon']).toContain(listing.MlsStatus);
      expect(listing.DOM).toBeGreaterThanOrEqual(0);
    }
    const dates = data.listings.map((l) => l.ListingContractDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages through the same result set without overlap, with pager links', async () => {
    const one = await search({ filters: { page: 1 } });
    const two = await search({ filters: { page: 2 } });
    const keys = new Set(one.listings.map((l) => l.ListingKeyNumeric));
    expect(two.listings.some((l) => keys.has(l.ListingKeyNumeric))).toBe(false);
    expect(two.page).toBe(2);
    expect(two.links.find((link) => link.active)?.label).toBe('2');
    expect(one.links[0]).toEqual({ url: null, label: 'Previous', active: false });
  });

  it('pages by 20 for the test variant', async () => {
    const data = await search({ filters: { perPage: 20 } });
    expect(data.listings).toHaveLength(20);
    expect(data.per_page).toBe(20);
  });

  it('filters by price and reports the price range of the whole match, not just the filtered part', async () => {
    const all = await search({ filters: {} });
    const data = await search({ filters: { minPrice: 400_000, maxPrice: 700_000 } });
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(all.total);
    for (const listing of data.listings) {
      expect(listing.ListPrice).toBeGreaterThanOrEqual(400_000);
      expect(listing.ListPrice).toBeLessThanOrEqual(700_000);
    }
    expect(data.price_range).toEqual(all.price_range);
    expect(all.price_range.min_price).toBeLessThan(400_000);
  });

  it('swaps a minimum price above the maximum instead of matching nothing (SPEC §5)', async () => {
    const swapped = await search({ filters: { minPrice: 700_000, maxPrice: 400_000 } });
    const straight = await search({ filters: { minPrice: 400_000, maxPrice: 700_000 } });
    expect(swapped.total).toBe(straight.total);
  });

  it('sorts by price both ways, listings without a price last', async () => {
    const low = await search({ filters: { sortBy: 'low-to-high' } });
    const prices = low.listings.map((l) => l.ListPrice ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await search({ filters: { sortBy: 'high-to-low' } });
    const descending = high.listings.map((l) => l.ListPrice ?? Number.NEGATIVE_INFINITY);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('keeps to the map bounds', async () => {
    const box = { top: 30.35, bottom: 30.2, left: -97.85, right: -97.65 };
    const data = await search({ filters: {}, coordinates: box });
    expect(data.total).toBe(
      await count(
        "property_type = 'Residential' AND mls_status IN ('Active', 'ComingSoon') AND latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4",
        [box.bottom, box.top, box.left, box.right],
      ),
    );
    expect(data.total).toBeGreaterThan(0);
    for (const l of data.listings) {
      expect(l.Latitude).toBeGreaterThanOrEqual(box.bottom);
      expect(l.Latitude).toBeLessThanOrEqual(box.top);
      expect(l.Longitude).toBeGreaterThanOrEqual(box.left);
      expect(l.Longitude).toBeLessThanOrEqual(box.right);
    }
  });

  it('lists one city, residential leases, and open houses to come', async () => {
    const city = await search({ filters: { city: 'austin' } });
    expect(city.total).toBeGreaterThan(0);
    expect(new Set(city.listings.map((l) => l.subdomain))).toEqual(new Set(['austin']));

    const lease = await search({ filters: {}, moreFilters: { propertyType: 'ResidentialLease' } });
    expect(lease.total).toBeGreaterThan(0);
    expect(new Set(lease.listings.map((l) => l.PropertyType))).toEqual(new Set(['ResidentialLease']));

    const open = await search({ filters: {}, moreFilters: { openHouses: true } });
    expect(open.total).toBeGreaterThan(0);
    for (const l of open.listings) expect(l.OpenHouseDate && l.OpenHouseDate >= TEST_TODAY).toBe(true);
  });

  it('answers 400 with a JSON body naming the problem for a path that is not JSON', async () => {
    const response = await t.app.inject('/api/v1/listings/not-json');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json() as { error: { code: string; message: string } };
    expect(body.error.code).toBe('badRequest');
    expect(body.error.message).toMatch(/json/i);
  });

  it('answers 400 naming the field for values out of range', async () => {
    const response = await t.app.inject(
      `/api/v1/listings/${encodeURIComponent(JSON.stringify({ filters: { page: 0 } }))}`,
    );
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toMatch(/page/);
  });

  it('refuses favorites until the client has signed in', async () => {
    const response = await t.app.inject(
      `/api/v1/listings/${encodeListingsQuery({ filters: { filterBy: 'favorite', clientId: 12 } })}`,
    );
    expect(response.statusCode).toBe(401);
  });

  it('never answers 500, whatever the path segment', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.webSegment()), async (segment) => {
        const response = await t.app.inject(`/api/v1/listings/${encodeURIComponent(segment)}`);
        expect([200, 400, 401]).toContain(response.statusCode);
      }),
      { numRuns: 150 },
    );
    const malformed = await t.app.inject('/api/v1/listings/%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('one listing', () => {
  it('answers the detail with history and similar listings of the same type', async () => {
    const [listing] = (await search({ filters: {} })).listings;
    if (!listing) throw new Error('no listing seeded');
    const response = await t.app.inject(`/api/listingsItem/${listing.ListingKeyNumeric}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: Row & { history: { event: string }[]; Metro: string | null; Region: string | null };
      similar_listings: Row[];
    };
    expect(body.data.ListingKeyNumeric).toBe(listing.ListingKeyNumeric);
    expect(body.data.history.map((h) => h.event)).toContain('Listed');
    // Places by their names, as the detail's Location/Area section shows them, not their slugs.
    expect(body.data.Metro).toMatch(/, TX$/);
    expect(body.data.Region).toMatch(/^[A-Z]/);
    expect(body.similar_listings.length).toBeGreaterThan(0);
    for (const similar of body.similar_listings) {
      expect(similar.ListingKeyNumeric).not.toBe(listing.ListingKeyNumeric);
      expect(similar.PropertyType).toBe(listing.PropertyType);
    }
  });

  it('answers 404 for an unknown listing and 400 for a key that is not a number', async () => {
    expect((await t.app.inject('/api/listingsItem/999999999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/listingsItem/abc')).statusCode).toBe(400);
  });

  it('lists its photos in order at both image paths, and serves each photo', async () => {
    const [listing] = (await search({ filters: {} })).listings;
    if (!listing) throw new Error('no listing seeded');
    const a = await t.app.inject(`/api/v1/listings/${listing.ListingKeyNumeric}/images`);
    const b = await t.app.inject(`/api/collateral/images/${listing.ListingKeyNumeric}`);
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    const media = (a.json() as { data: { MediaURL: string; img_order: number }[] }).data;
    expect(media.length).toBeGreaterThan(0);
    expect(media.map((m) => m.img_order)).toEqual(media.map((_, i) => i + 1));

    const photo = await t.app.inject(media[0]?.MediaURL ?? '');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(photo.body).toMatch(/^<svg/);
    const beyond = await t.app.inject(`/photos/${listing.ListingKeyNumeric}/${media.length + 1}.svg`);
    expect(beyond.statusCode).toBe(404);
  });
});

describe('the rest of the first calls', () => {
  it('GET /api/config gives the status texts in both languages and the photo path', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      status_data: { loading: { en: string; es: string } };
      photo_url_template: string;
    };
    expect(body.status_data.loading).toEqual({ en: 'loading', es: 'cargando' });
    expect(body.photo_url_template).toContain('{ListingKeyNumeric}');
  });

  it("GET /api/config lists the brokerage's social pages, and the widgets' schema reads them", async () => {
    const app = await buildApp({
      db: t.testDb.db,
      config: {
        mapboxToken: undefined,
        logLevel: 'silent',
        socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/ours' }],
      },
      logger: false,
    });
    try {
      const body = v.parse(configResponseSchema, (await app.inject('/api/config')).json());
      expect(body.social_links).toEqual([{ network: 'instagram', url: 'https://www.instagram.com/ours' }]);
    } finally {
      await app.close();
    }
  });

  it('GET /api/health reports the database', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { status: string }).status).toBe('ok');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect((response.json() as { error: { code: string } }).error.code).toBe('notFound');
  });
});

describe('the demo site', () => {
  it('serves the host pages with the loader and the widget tags', async () => {
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<script src="/dist/bluebonnet.js" defer></script>');
    expect(home.body).toContain('<bb-account-menu>');
    expect(home.body).toContain('Information About Brokerage Services');
    for (const path of ['/listings', '/leasing', '/open-houses', '/listingstest', '/austin']) {
      const page = await t.app.inject(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain('<bb-listings>');
    }
  });

  it('serves the legal pages the footers link to, inside the site layout', async () => {
    const pages = {
      '/dmca': 'DMCA notice and takedown policy',
      '/web-accessibility': 'Web accessibility statement',
      '/privacy': 'Privacy policy',
    };
    for (const [path, heading] of Object.entries(pages)) {
      const page = await t.app.inject(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain(`<h1>${heading}</h1>`);
      expect(page.body).toContain(`>${heading} · Bluebonnet Realty</title>`);
      expect(page.body).toContain('<script src="/dist/bluebonnet.js" defer></script>');
    }
    const statement = (await t.app.inject('/web-accessibility')).body;
    expect(statement).toContain('WCAG');
    expect(statement).toContain('Report a barrier');
  });

  it('sends an unknown city to /listings', async () => {
    const response = await t.app.inject('/atlantis-on-the-brazos');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/listings');
  });
});
