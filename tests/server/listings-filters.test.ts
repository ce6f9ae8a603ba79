import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeListingsQuery, type ListingsQueryInput, type ListingsSortBy } from '../../src/contract';
import { pointInPolygon } from '../support/point-in-polygon';
import { type AllListings, fetchAllListings } from './support/fetch-all-listings';
import { type DbListing, loadDbListings } from './support/load-db-listings';
import { openTestApp, TEST_TODAY, type TestApp } from './support/test-app';

// Every filter of SPEC §2/§4, each checked three ways: every listing the API returns (all pages) passes the
// filter as stored in the database, the total equals a hand-written SQL count, and it equals the number of
// stored listings the filter accepts (so nothing is missing either).

let t: TestApp;
let rows: Map<number, DbListing>;
const all = () => [...rows.values()];

const BASE = "l.property_type = 'Residential' AND l.mls_status IN ('Active', 'ComingSoon')";
const base = (r: DbListing) =>
  r.type === 'Residential' && (r.status === 'Active' || r.status === 'ComingSoon');

async function sqlCount(where: string, params: unknown[] = []): Promise<number> {
  const result = await t.testDb.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listings l WHERE ${where}`,
    params,
  );
  return result.rows[0]?.n ?? -1;
}

async function check(
  query: ListingsQueryInput,
  where: string,
  params: unknown[],
  matches: (r: DbListing) => boolean,
): Promise<AllListings> {
  const result = await fetchAllListings(t.app, query);
  for (const listing of result.listings) {
    const row = rows.get(listing.ListingKeyNumeric);
    if (!row) throw new Error(`listing ${listing.ListingKeyNumeric} is not in the database`);
    expect(matches(row), JSON.stringify(row)).toBe(true);
  }
  expect(result.total).toBe(await sqlCount(where, params));
  expect(result.total).toBe(all().filter(matches).length);
  expect(result.total).toBeGreaterThan(0);
  return result;
}

/** The key of the `n`-th stored listing (by key) matching `where`. */
async function pick(where: string, n = 0): Promise<number> {
  const result = await t.testDb.db.query<{ key: number }>(
    `SELECT listing_key_numeric::float8 AS key FROM listings l WHERE ${where}
      ORDER BY listing_key_numeric LIMIT 1 OFFSET ${n}`,
  );
  const key = result.rows[0]?.key;
  if (key === undefined) throw new Error(`no listing where ${where}`);
  return key;
}

async function update(key: number, set: string): Promise<void> {
  await t.testDb.db.query(`UPDATE listings SET ${set} WHERE listing_key_numeric = $1`, [key]);
}

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

function mostCommon(values: (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

beforeAll(async () => {
  t = await openTestApp(3000);
  // Edge cases the generator does not produce, so each rule below has something to bite on.
  const active = `${BASE} AND l.list_price BETWEEN 300000 AND 900000`;
  await update(await pick(active, 0), 'list_price = 15000000');
  await update(await pick(active, 1), 'bedrooms_total = 9');
  await update(await pick(active, 2), 'stories = 5');
  await update(await pick(active, 3), 'year_built = NULL');
  await update(await pick(active, 4), 'year_built = 2027');
  for (let n = 0; n < 5; n++) {
    const key = await pick(`${BASE} AND l.property_sub_type = 'SingleFamilyResidence'`, 10 + n);
    await update(key, "property_sub_type = 'Single Family Residence'");
  }
  await update(
    await pick("l.property_type = 'ResidentialLease' AND l.mls_status = 'Active'"),
    'list_price = 60000',
  );
  await update(
    await pick("l.property_type = 'CommercialLease' AND l.mls_status = 'Active'"),
    'list_price = 150000',
  );
  // A past open house must not count as one to visit.
  const noOpenHouse = await pick(
    `${BASE} AND NOT EXISTS (SELECT 1 FROM open_houses o WHERE o.listing_key_numeric = l.listing_key_numeric)`,
  );
  await t.testDb.db.query('INSERT INTO open_houses (listing_key_numeric, open_date) VALUES ($1, $2)', [
    noOpenHouse,
    daysBefore(TEST_TODAY, 1),
  ]);
  rows = await loadDbListings(t.testDb.db);
});
afterAll(async () => {
  await t?.close();
});

describe('location filters', () => {
  const cases = [
    ['region', 'region_subdomain', (r: DbListing) => r.region],
    ['metro', 'metro_subdomain', (r: DbListing) => r.metro],
    ['county', 'county_subdomain', (r: DbListing) => r.county],
    ['city', 'city_subdomain', (r: DbListing) => r.city],
    ['PostalCode', 'postal_code', (r: DbListing) => r.postal],
  ] as const;
  for (const [name, column, read] of cases) {
    it(`filters by ${name}`, async () => {
      const value = mostCommon(all().filter(base).map(read));
      await check(
        { filters: { [name]: value } },
        `${BASE} AND l.${column} = $1`,
        [value],
        (r) => base(r) && read(r) === value,
      );
    });
  }

  it('keeps to the map bounds', async () => {
    const box = { top: 30.4, bottom: 30.15, left: -97.9, right: -97.6 };
    await check(
      { coordinates: box },
      `${BASE} AND l.latitude BETWEEN $1 AND $2 AND l.longitude BETWEEN $3 AND $4`,
      [box.bottom, box.top, box.left, box.right],
      (r) => base(r) && r.lat >= box.bottom && r.lat <= box.top && r.lng >= box.left && r.lng <= box.right,
    );
  });
});

describe('the geosearch polygon', () => {
  const box = { top: 31, bottom: 29.5, left: -98.5, right: -97 };
  async function checkPolygon(polygon: [number, number][]): Promise<AllListings> {
    const xs = polygon.map(([x]) => x);
    const ys = polygon.map(([, y]) => y);
    const inBox = `${BASE} AND l.latitude BETWEEN $1 AND $2 AND l.longitude BETWEEN $3 AND $4`;
    const candidates = await t.testDb.db.query<{ lng: number; lat: number }>(
      `SELECT l.longitude AS lng, l.latitude AS lat FROM listings l WHERE ${inBox}`,
      [Math.min(...ys), Math.max(...ys), Math.min(...xs), Math.max(...xs)],
    );
    const result = await fetchAllListings(t.app, { coordinates: { ...box, geosearch: polygon } });
    for (const listing of result.listings) {
      const row = rows.get(listing.ListingKeyNumeric);
      expect(row && base(row) && pointInPolygon([row.lng, row.lat], polygon)).toBe(true);
    }
    // Direct SQL count of the polygon's box, re-checked exactly.
    expect(result.total).toBe(candidates.rows.filter((c) => pointInPolygon([c.lng, c.lat], polygon)).length);
    expect(result.total).toBe(all().filter((r) => base(r) && pointInPolygon([r.lng, r.lat], polygon)).length);
    return result;
  }

  it('keeps to a concave polygon exactly', async () => {
    const result = await checkPolygon([
      [-97.95, 30.45],
      [-97.55, 30.45],
      [-97.55, 30.1],
      [-97.7, 30.1],
      [-97.7, 30.3],
      [-97.95, 30.3],
    ]);
    expect(result.total).toBeGreaterThan(0);
  });

  it('agrees with the exact test on listings lying on the boundary', async () => {
    const corners = await t.testDb.db.query<{ lng: number; lat: number }>(
      `SELECT l.longitude AS lng, l.latitude AS lat FROM listings l WHERE ${BASE} AND l.city_subdomain = 'austin'
        ORDER BY l.listing_key_numeric LIMIT 7`,
    );
    await checkPolygon(corners.rows.map((c): [number, number] => [c.lng, c.lat]));
    // 80 listings as the vertices of a star-shaped ring: the SQL cuts it into latitude bands.
    const many = await t.testDb.db.query<{ lng: number; lat: number }>(
      `SELECT l.longitude AS lng, l.latitude AS lat FROM listings l WHERE ${BASE} AND l.metro_subdomain = 'austin'
        ORDER BY atan2(l.latitude - 30.27, l.longitude + 97.75) LIMIT 80`,
    );
    expect(many.rows).toHaveLength(80);
    expect(
      (await checkPolygon(many.rows.map((c): [number, number] => [c.lng, c.lat]))).total,
    ).toBeGreaterThan(0);
  });

  it('takes 500 points and refuses 501 with a 400', async () => {
    const ring = (n: number) =>
      Array.from({ length: n }, (_, i): [number, number] => [
        -97.75 + 0.3 * Math.cos((2 * Math.PI * i) / n),
        30.27 + 0.25 * Math.sin((2 * Math.PI * i) / n),
      ]);
    expect((await checkPolygon(ring(500))).total).toBeGreaterThan(0);
    const response = await t.app.inject(
      `/api/v1/listings/${encodeListingsQuery({ coordinates: { ...box, geosearch: ring(501) } })}`,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('price', () => {
  it('keeps between a minimum and a maximum, and reports the price range of the unpriced match', async () => {
    const result = await check(
      { filters: { minPrice: 300_000, maxPrice: 600_000 } },
      `${BASE} AND l.list_price BETWEEN 300000 AND 600000`,
      [],
      (r) => base(r) && r.price !== null && r.price >= 300_000 && r.price <= 600_000,
    );
    const prices = all()
      .filter(base)
      .flatMap((r) => (r.price === null ? [] : [r.price]));
    expect(result.priceRange).toEqual({ min_price: Math.min(...prices), max_price: Math.max(...prices) });
  });

  it('treats a maximum at the ceiling (10,000,000) as no upper limit', async () => {
    const result = await check(
      { filters: { minPrice: 1_000_000, maxPrice: 10_000_000 } },
      `${BASE} AND l.list_price >= 1000000`,
      [],
      (r) => base(r) && r.price !== null && r.price >= 1_000_000,
    );
    expect(result.listings.some((l) => (l.ListPrice ?? 0) > 10_000_000)).toBe(true);
  });

  it('swaps a minimum above the maximum', async () => {
    await check(
      { filters: { minPrice: 600_000, maxPrice: 300_000 } },
      `${BASE} AND l.list_price BETWEEN 300000 AND 600000`,
      [],
      (r) => base(r) && r.price !== null && r.price >= 300_000 && r.price <= 600_000,
    );
  });

  for (const [type, ceiling] of [
    ['ResidentialLease', 50_000],
    ['CommercialLease', 100_000],
  ] as const) {
    it(`uses the ${type} ceiling of ${ceiling}`, async () => {
      const leases = (r: DbListing) =>
        r.type === type && (r.status === 'Active' || r.status === 'ComingSoon');
      const where = `l.property_type = '${type}' AND l.mls_status IN ('Active', 'ComingSoon')`;
      const open = await check(
        { filters: { maxPrice: ceiling }, moreFilters: { propertyType: type } },
        where,
        [],
        leases,
      );
      expect(open.listings.some((l) => (l.ListPrice ?? 0) > ceiling)).toBe(true);
      const below = ceiling - 1;
      await check(
        { filters: { maxPrice: below }, moreFilters: { propertyType: type } },
        `${where} AND l.list_price <= ${below}`,
        [],
        (r) => leases(r) && r.price !== null && r.price <= below,
      );
    });
  }
});

describe('rooms and sizes', () => {
  it('filters beds between a minimum and a maximum', async () => {
    await check(
      { filters: { minBedsCount: 2, maxBedsCount: 3 } },
      `${BASE} AND l.bedrooms_total BETWEEN 2 AND 3`,
      [],
      (r) => base(r) && r.beds !== null && r.beds >= 2 && r.beds <= 3,
    );
  });

  it('reads a beds maximum of 7 as 7 or more', async () => {
    const result = await check(
      { filters: { minBedsCount: 5, maxBedsCount: 7 } },
      `${BASE} AND l.bedrooms_total >= 5`,
      [],
      (r) => base(r) && r.beds !== null && r.beds >= 5,
    );
    expect(result.listings.some((l) => (l.BedroomsTotal ?? 0) > 7)).toBe(true);
  });

  it('filters full baths as n or more', async () => {
    await check(
      { filters: { bath: 3 } },
      `${BASE} AND l.bathrooms_full >= 3`,
      [],
      (r) => base(r) && r.baths !== null && r.baths >= 3,
    );
  });

  const ranges = [
    [
      'square feet',
      'squareMin',
      'squareMax',
      1500,
      2500,
      'above_grade_finished_area',
      (r: DbListing) => r.sqft,
    ],
    ['lot size', 'lotSizeMin', 'lotSizeMax', 6500, 21_780, 'lot_size_sqft', (r: DbListing) => r.lot],
    ['levels', 'levelsMin', 'levelsMax', 1.5, 2, 'stories', (r: DbListing) => r.stories],
    ['garage spaces', 'garageMin', 'garageMax', 2, 3, 'garage_spaces', (r: DbListing) => r.garage],
    ['year built', 'yearBuildMin', 'yearBuildMax', 1990, 2010, 'year_built', (r: DbListing) => r.yearBuilt],
  ] as const;
  for (const [name, minField, maxField, min, max, column, read] of ranges) {
    it(`filters ${name} between a minimum and a maximum, and each side alone`, async () => {
      const within = (r: DbListing, lo: number, hi: number) => {
        const value = read(r);
        return base(r) && value !== null && value >= lo && value <= hi;
      };
      await check(
        { moreFilters: { [minField]: min, [maxField]: max } },
        `${BASE} AND l.${column} BETWEEN ${min} AND ${max}`,
        [],
        (r) => within(r, min, max),
      );
      await check({ moreFilters: { [minField]: min } }, `${BASE} AND l.${column} >= ${min}`, [], (r) =>
        within(r, min, Number.POSITIVE_INFINITY),
      );
      await check({ moreFilters: { [maxField]: max } }, `${BASE} AND l.${column} <= ${max}`, [], (r) =>
        within(r, Number.NEGATIVE_INFINITY, max),
      );
    });
  }

  it('reads a levels maximum of 4 (3+) like 10: no upper limit', async () => {
    for (const levelsMax of [4, 10]) {
      const result = await check(
        { moreFilters: { levelsMin: 2, levelsMax } },
        `${BASE} AND l.stories >= 2`,
        [],
        (r) => base(r) && r.stories !== null && r.stories >= 2,
      );
      expect(result.listings.some((l) => (l.Stories ?? 0) > 4)).toBe(true);
    }
  });

  it('leaves listings without a year built, or built next year, in at the default year range', async () => {
    const result = await check(
      { moreFilters: { yearBuildMin: 1799, yearBuildMax: Number(TEST_TODAY.slice(0, 4)) } },
      BASE,
      [],
      base,
    );
    expect(result.listings.some((l) => l.YearBuilt === null)).toBe(true);
    expect(result.listings.some((l) => l.YearBuilt === 2027)).toBe(true);
  });
});

describe('status and type', () => {
  const flags = {
    active: 'Active',
    activeUnderContract: 'ActiveUnderContract',
    comingSoon: 'ComingSoon',
    contingent: 'Contingent',
    pending: 'Pending',
    closed: 'Closed',
  } as const;
  const combinations: (keyof typeof flags)[][] = [
    ...Object.keys(flags).map((flag) => [flag as keyof typeof flags]),
    ['active', 'pending'],
    ['activeUnderContract', 'contingent', 'closed'],
    ['active', 'activeUnderContract', 'comingSoon', 'contingent', 'pending', 'closed'],
  ];
  for (const chosen of combinations) {
    it(`filters status ${chosen.join(' + ')}`, async () => {
      const statuses: string[] = chosen.map((flag) => flags[flag]);
      const status = Object.fromEntries(
        Object.keys(flags).map((flag) => [flag, chosen.some((c) => c === flag)]),
      );
      await check(
        { moreFilters: { status } },
        "l.property_type = 'Residential' AND l.mls_status = ANY($1::text[])",
        [statuses],
        (r) => r.type === 'Residential' && statuses.includes(r.status),
      );
    });
  }

  it('falls back to Active and Coming Soon when no status is chosen', async () => {
    await check({ moreFilters: { status: { active: false, closed: false } } }, BASE, [], base);
  });

  for (const type of [
    'Residential',
    'ResidentialLease',
    'ResidentialIncome',
    'CommercialSale',
    'CommercialLease',
    'Farm',
    'Land',
  ] as const) {
    it(`filters property type ${type}`, async () => {
      await check(
        { moreFilters: { propertyType: type } },
        "l.property_type = $1 AND l.mls_status IN ('Active', 'ComingSoon')",
        [type],
        (r) => r.type === type && (r.status === 'Active' || r.status === 'ComingSoon'),
      );
    });
  }

  it("matches 'Single Family Residence' in both spellings", async () => {
    const spellings = ['SingleFamilyResidence', 'Single Family Residence'];
    const result = await check(
      { moreFilters: { subTypes: ['SingleFamilyResidence'] } },
      `${BASE} AND l.property_sub_type = ANY($1::text[])`,
      [spellings],
      (r) => base(r) && spellings.includes(r.subType),
    );
    const seen = new Set(result.listings.map((l) => l.PropertySubType));
    expect(seen).toEqual(new Set(spellings));
  });

  it('filters several sub-types, and the sub-types of another type', async () => {
    await check(
      { moreFilters: { subTypes: ['Condominium', 'Townhouse'] } },
      `${BASE} AND l.property_sub_type IN ('Condominium', 'Townhouse')`,
      [],
      (r) => base(r) && (r.subType === 'Condominium' || r.subType === 'Townhouse'),
    );
    await check(
      { moreFilters: { propertyType: 'CommercialSale', subTypes: ['Office', 'Retail'] } },
      "l.property_type = 'CommercialSale' AND l.mls_status IN ('Active', 'ComingSoon') AND l.property_sub_type IN ('Office', 'Retail')",
      [],
      (r) =>
        r.type === 'CommercialSale' &&
        (r.status === 'Active' || r.status === 'ComingSoon') &&
        (r.subType === 'Office' || r.subType === 'Retail'),
    );
  });
});

describe('time, ownership and features', () => {
  for (const days of [1, 7, 30, 90]) {
    it(`filters listings listed in the last ${days} days`, async () => {
      const since = daysBefore(TEST_TODAY, days);
      await check(
        { moreFilters: { listedDate: days } },
        `${BASE} AND l.list_date >= $1::date`,
        [since],
        (r) => base(r) && r.listDate >= since,
      );
    });
  }

  it('reads listedDate 4000 as no limit', async () => {
    await check({ moreFilters: { listedDate: 4000 } }, BASE, [], base);
  });

  it('filters our own listings (rtlist)', async () => {
    await check(
      { moreFilters: { ourListings: true } },
      `${BASE} AND l.rtlist = 1`,
      [],
      (r) => base(r) && r.rtlist === 1,
    );
  });

  const openBetween = (from: string, to: string) => (r: DbListing) =>
    base(r) && r.openDates.some((d) => d >= from && d <= to);
  const openWhere = `${BASE} AND EXISTS (SELECT 1 FROM open_houses o WHERE o.listing_key_numeric = l.listing_key_numeric AND o.open_date BETWEEN $1::date AND $2::date)`;

  it('filters upcoming open houses, never past ones', async () => {
    await check(
      { moreFilters: { openHouses: true } },
      openWhere,
      [TEST_TODAY, '9999-12-31'],
      openBetween(TEST_TODAY, '9999-12-31'),
    );
  });

  it('filters open houses From and To, alone or together, From never before today', async () => {
    const from = daysBefore(TEST_TODAY, -3);
    const to = daysBefore(TEST_TODAY, -10);
    await check({ moreFilters: { From: from, To: to } }, openWhere, [from, to], openBetween(from, to));
    await check(
      { moreFilters: { From: from } },
      openWhere,
      [from, '9999-12-31'],
      openBetween(from, '9999-12-31'),
    );
    await check({ moreFilters: { To: to } }, openWhere, [TEST_TODAY, to], openBetween(TEST_TODAY, to));
    const past = daysBefore(TEST_TODAY, 30);
    await check(
      { moreFilters: { openHouses: true, From: past, To: to } },
      openWhere,
      [TEST_TODAY, to],
      openBetween(TEST_TODAY, to),
    );
  });

  it('filters primary bedroom on main, fireplace and accessibility features', async () => {
    await check(
      { moreFilters: { PrimaryBedonMainState: true } },
      `${BASE} AND l.main_level_bedrooms > 0`,
      [],
      (r) => base(r) && (r.mainBeds ?? 0) > 0,
    );
    await check(
      { moreFilters: { FireplaceState: true } },
      `${BASE} AND l.fireplaces_total > 0`,
      [],
      (r) => base(r) && (r.fireplaces ?? 0) > 0,
    );
    await check(
      { moreFilters: { AccessibilityFeaturesState: true } },
      `${BASE} AND l.accessibility_features IS NOT NULL`,
      [],
      (r) => base(r) && r.accessibility !== null,
    );
  });

  it('combines filters', async () => {
    await check(
      {
        filters: { city: 'austin', minPrice: 200_000, maxPrice: 900_000, minBedsCount: 2, bath: 2 },
        moreFilters: { status: { active: true, pending: true }, squareMin: 1200, FireplaceState: true },
      },
      `l.property_type = 'Residential' AND l.mls_status IN ('Active', 'Pending') AND l.city_subdomain = 'austin'
        AND l.list_price BETWEEN 200000 AND 900000 AND l.bedrooms_total >= 2 AND l.bathrooms_full >= 2
        AND l.above_grade_finished_area >= 1200 AND l.fireplaces_total > 0`,
      [],
      (r) =>
        r.type === 'Residential' &&
        (r.status === 'Active' || r.status === 'Pending') &&
        r.city === 'austin' &&
        r.price !== null &&
        r.price >= 200_000 &&
        r.price <= 900_000 &&
        (r.beds ?? 0) >= 2 &&
        (r.baths ?? 0) >= 2 &&
        (r.sqft ?? 0) >= 1200 &&
        (r.fireplaces ?? 0) > 0,
    );
  });
});

describe('sorting', () => {
  const orders: Record<ListingsSortBy, (a: DbListing, b: DbListing) => number> = {
    newest: (a, b) => b.listDate.localeCompare(a.listDate) || b.key - a.key,
    oldest: (a, b) => a.listDate.localeCompare(b.listDate) || a.key - b.key,
    'low-to-high': (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || a.key - b.key,
    'high-to-low': (a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity) || b.key - a.key,
  };
  for (const sortBy of ['newest', 'oldest', 'low-to-high', 'high-to-low'] as const) {
    it(`sorts ${sortBy} across every page`, async () => {
      const result = await check({ filters: { sortBy } }, BASE, [], base);
      const expected = all()
        .filter(base)
        .sort(orders[sortBy])
        .map((r) => r.key);
      expect(result.listings.map((l) => l.ListingKeyNumeric)).toEqual(expected);
    });
  }
});
