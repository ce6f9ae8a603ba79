import fc from 'fast-check';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/data/seed';
import { listingsWhere } from '../../server/db/queries/listings-where';
import { listingsCriteria } from '../../server/search/listings-criteria';
import { SyncedListingIndex } from '../../server/search/synced-listing-index';
import {
  LISTINGS_SORT_ORDERS,
  type ListingsQuery,
  listingsQuerySchema,
  PROPERTY_TYPES,
  SUB_TYPES_BY_PROPERTY_TYPE,
} from '../../src/contract';
import { LISTINGS_ORDER_BY } from './support/listings-order-by';
import { openTestDb, type TestDb } from './support/open-test-db';
import { TEST_TODAY } from './support/test-app';

let t: TestDb;
/** Values the seeded listings have, so the drawn places and sub-types match something. */
let places: { region: string[]; metro: string[]; county: string[]; city: string[]; postal: string[] };

const column = async (sql: string) => (await t.db.query<{ value: string }>(sql)).rows.map((row) => row.value);

beforeAll(async () => {
  t = await openTestDb();
  await seed(t.db, { count: 1500, seed: 11, today: TEST_TODAY });
  // Open houses on a few listings, within and beyond the windows the test draws.
  await t.db.exec(`INSERT INTO open_houses (listing_key_numeric, open_date)
    SELECT listing_key_numeric, DATE '${TEST_TODAY}' + (listing_key_numeric % 40)::int - 10
      FROM listings WHERE listing_key_numeric % 7 = 0`);
  places = {
    region: await column('SELECT DISTINCT region_subdomain AS value FROM listings'),
    metro: await column(
      'SELECT DISTINCT metro_subdomain AS value FROM listings WHERE metro_subdomain IS NOT NULL',
    ),
    county: await column('SELECT DISTINCT county_subdomain AS value FROM listings LIMIT 20'),
    city: await column('SELECT DISTINCT city_subdomain AS value FROM listings LIMIT 30'),
    postal: await column('SELECT DISTINCT postal_code AS value FROM listings LIMIT 30'),
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The SQL search's answer: the same conditions as SQL, counted, ranged and paged by the database. */
async function sqlAnswer(query: ListingsQuery) {
  const where = listingsWhere(query, TEST_TODAY);
  const summary = await t.db.query<{ total: number; min: number | null; max: number | null }>(
    `SELECT count(*) FILTER (WHERE ${where.price})::int AS total,
            min(l.list_price)::float8 AS min, max(l.list_price)::float8 AS max
       FROM listings l WHERE ${where.base}`,
    where.builder.params,
  );
  const perPage = query.filters.perPage ?? 50;
  const offset = ((query.filters.page ?? 1) - 1) * perPage;
  const page = await t.db.query<{ key: number }>(
    `SELECT l.listing_key_numeric::float8 AS key FROM listings l
      WHERE ${where.base} AND ${where.price}
      ORDER BY ${LISTINGS_ORDER_BY[query.filters.sortBy ?? 'newest']} LIMIT ${perPage} OFFSET ${offset}`,
    where.builder.params,
  );
  return { ...summary.rows[0], keys: page.rows.map((row) => row.key) };
}

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const flag = maybe(fc.boolean());
const day = fc
  .integer({ min: -20, max: 40 })
  .map((n) => new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10));
const texasBox = fc
  .tuple(fc.double({ min: 26, max: 36, noNaN: true }), fc.double({ min: -106, max: -94, noNaN: true }))
  .chain(([lat, lng]) =>
    fc.record({
      bottom: fc.constant(lat),
      top: fc.double({ min: lat, max: Math.min(90, lat + 3), noNaN: true }),
      left: fc.constant(lng),
      right: fc.double({ min: lng, max: lng + 4, noNaN: true }),
    }),
  );

/** Draws a few of `fields` (at most `most`), each with its own value: one filter or several, rarely all. */
function someOf(fields: Record<string, fc.Arbitrary<unknown>>, most: number) {
  return fc
    .shuffledSubarray(Object.keys(fields), { maxLength: most })
    .chain((keys) =>
      fc.record(Object.fromEntries(keys.map((key) => [key, fields[key] as fc.Arbitrary<unknown>]))),
    );
}

/** Listings queries of every shape the contract allows, drawn around the seeded data. */
function queries(): fc.Arbitrary<ListingsQuery> {
  const filters = someOf(
    {
      sortBy: fc.constantFrom(...LISTINGS_SORT_ORDERS),
      page: fc.integer({ min: 1, max: 4 }),
      perPage: fc.constantFrom(50, 20),
      minPrice: fc.constantFrom(0, 150_000, 300_000, 650_000),
      maxPrice: fc.constantFrom(200_000, 500_000, 1_000_000, 100_000_000),
      minBedsCount: fc.integer({ min: 0, max: 7 }),
      maxBedsCount: fc.integer({ min: 0, max: 7 }),
      bath: fc.integer({ min: 0, max: 5 }),
      region: fc.constantFrom(...places.region, 'nowhere'),
      metro: fc.constantFrom(...places.metro),
      county: fc.constantFrom(...places.county),
      city: fc.constantFrom(...places.city),
      PostalCode: fc.constantFrom(...places.postal),
    },
    5,
  );
  const coordinates = fc.oneof(
    texasBox,
    // Across the antimeridian (left east of right): everything east of left or west of right.
    texasBox.map((box) => ({ ...box, left: box.right, right: box.left - 0.5 })),
    texasBox.map((box) => ({
      ...box,
      geosearch: [
        [box.left, box.bottom],
        [box.right, (box.bottom + box.top) / 2],
        [(box.left + box.right) / 2, box.top],
      ],
    })),
  );
  const moreFilters = someOf(
    {
      status: fc.record({
        active: flag,
        activeUnderContract: flag,
        comingSoon: flag,
        contingent: flag,
        pending: flag,
        closed: flag,
      }),
      propertyType: fc.constantFrom(...PROPERTY_TYPES),
      subTypes: fc.subarray([...new Set(Object.values(SUB_TYPES_BY_PROPERTY_TYPE).flat())], { maxLength: 4 }),
      squareMin: fc.constantFrom(0, 1200, 2500),
      squareMax: fc.constantFrom(1800, 3000, 5_000_000),
      lotSizeMin: fc.constantFrom(0, 5000, 43_560),
      lotSizeMax: fc.constantFrom(10_000, 100_000),
      levelsMin: fc.constantFrom(0, 1, 1.5, 2),
      levelsMax: fc.constantFrom(1, 2, 4),
      garageMin: fc.constantFrom(0, 1, 2),
      garageMax: fc.constantFrom(1, 3, 500),
      yearBuildMin: fc.constantFrom(1799, 1980, 2005),
      yearBuildMax: fc.constantFrom(1990, 2015, 2026),
      listedDate: fc.constantFrom(1, 7, 30, 90, 4000),
      ourListings: fc.boolean(),
      openHouses: fc.boolean(),
      From: day,
      To: day,
      PrimaryBedonMainState: fc.boolean(),
      FireplaceState: fc.boolean(),
      AccessibilityFeaturesState: fc.boolean(),
    },
    3,
  );
  return fc
    .record({ filters, coordinates: maybe(coordinates), moreFilters: maybe(moreFilters) })
    .map(({ filters, coordinates, moreFilters }) =>
      v.parse(listingsQuerySchema, {
        filters,
        ...(coordinates && { coordinates }),
        ...(moreFilters && { moreFilters }),
      }),
    );
}

describe('the listing index', () => {
  it('answers every query as the SQL conditions do: total, price range, and the page in order', async () => {
    const listings = new SyncedListingIndex(t.db);
    const index = await listings.current();
    expect(index.size).toBe(1500);
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(queries(), async (query) => {
        const perPage = query.filters.perPage ?? 50;
        const found = index.search(
          listingsCriteria(query, TEST_TODAY),
          query.filters.sortBy ?? 'newest',
          ((query.filters.page ?? 1) - 1) * perPage,
          perPage,
        );
        const expected = await sqlAnswer(query);
        if ((expected.total ?? 0) > 0) matched += 1;
        expect(found).toEqual(expected);
      }),
      { numRuns: 300, seed: 20261124 },
    );
    // Most draws combine many filters and match nothing; enough must match for the pages to be compared.
    expect(matched).toBeGreaterThan(30);
  }, 120_000);

  it('follows inserts, updates and deletes of listings and open houses made through the database', async () => {
    const listings = new SyncedListingIndex(t.db);
    const before = await listings.current();
    const size = before.size;
    const [key] = (
      await t.db.query<{ key: number }>(
        `SELECT listing_key_numeric::float8 AS key FROM listings
        WHERE property_type = 'Residential' AND mls_status = 'Active' ORDER BY 1 LIMIT 1`,
      )
    ).rows.map((row) => row.key);
    const query = v.parse(listingsQuerySchema, { filters: { minPrice: 98_765_431, maxPrice: 98_765_433 } });
    const search = async () =>
      (await listings.current()).search(listingsCriteria(query, TEST_TODAY), 'newest', 0, 50);

    await t.db.query('UPDATE listings SET list_price = 98765432 WHERE listing_key_numeric = $1', [key]);
    expect((await search()).keys).toEqual([key]);
    // A condition worked out before the write (seven bedrooms or more) is worked out again after it.
    const sevenBeds = v.parse(listingsQuerySchema, {
      filters: { minPrice: 98_765_431, maxPrice: 98_765_433, minBedsCount: 7 },
    });
    const bedSearch = async () =>
      (await listings.current()).search(listingsCriteria(sevenBeds, TEST_TODAY), 'newest', 0, 50);
    await t.db.query('UPDATE listings SET bedrooms_total = 2 WHERE listing_key_numeric = $1', [key]);
    expect((await bedSearch()).total).toBe(0);
    await t.db.query('UPDATE listings SET bedrooms_total = 8 WHERE listing_key_numeric = $1', [key]);
    expect((await bedSearch()).keys).toEqual([key]);

    const open = v.parse(listingsQuerySchema, {
      filters: { minPrice: 98_765_431, maxPrice: 98_765_433 },
      moreFilters: { From: '2026-12-30', To: '2026-12-30' },
    });
    const openSearch = async () =>
      (await listings.current()).search(listingsCriteria(open, TEST_TODAY), 'newest', 0, 50);
    expect((await openSearch()).total).toBe(0);
    await t.db.query(`INSERT INTO open_houses (listing_key_numeric, open_date) VALUES ($1, '2026-12-30')`, [
      key,
    ]);
    expect((await openSearch()).keys).toEqual([key]);
    await t.db.query('DELETE FROM open_houses WHERE listing_key_numeric = $1', [key]);
    expect((await openSearch()).total).toBe(0);

    await t.db.query('DELETE FROM listings WHERE listing_key_numeric = $1', [key]);
    expect((await search()).total).toBe(0);
    expect((await listings.current()).size).toBe(size - 1);
  });

  it('leaves out a listing whose stored values it cannot search, says so, and keeps the others', async () => {
    const warnings: string[] = [];
    const listings = new SyncedListingIndex(t.db, (message) => warnings.push(message));
    const size = (await listings.current()).size;
    const [key] = (
      await t.db.query<{ key: number }>('SELECT max(listing_key_numeric)::float8 AS key FROM listings')
    ).rows.map((row) => row.key);
    await t.db.query("UPDATE listings SET latitude = 'NaN' WHERE listing_key_numeric = $1", [key]);
    expect((await listings.current()).size).toBe(size - 1);
    expect(warnings).toEqual([`search index: listing ${key} left out`]);
    expect((await new SyncedListingIndex(t.db).current()).size).toBe(size - 1);
    await t.db.query('UPDATE listings SET latitude = 30.3 WHERE listing_key_numeric = $1', [key]);
    expect((await listings.current()).size).toBe(size);
  });

  it('reads everything again after a TRUNCATE, or when the log was pruned past its last read', async () => {
    const listings = new SyncedListingIndex(t.db);
    const openHouses = v.parse(listingsQuerySchema, { filters: {}, moreFilters: { openHouses: true } });
    const withOpenHouse = async () =>
      (await listings.current()).search(listingsCriteria(openHouses, TEST_TODAY), 'newest', 0, 50).total;
    expect(await withOpenHouse()).toBeGreaterThan(0);
    await t.db.exec('TRUNCATE open_houses');
    expect(await withOpenHouse()).toBe(0);

    // A pruning that passed this reader's horizon: it cannot know what it missed, so it reads all again.
    await t.db.query('UPDATE listing_changes_pruned SET below_xid = 9000000000000');
    await t.db.query(
      `UPDATE listings SET list_price = 12345 WHERE listing_key_numeric = (SELECT min(listing_key_numeric)
         FROM listings WHERE property_type = 'Residential' AND mls_status = 'Active')`,
    );
    await t.db.query('DELETE FROM listing_changes');
    const cheap = v.parse(listingsQuerySchema, { filters: { minPrice: 12_344, maxPrice: 12_346 } });
    const reread = await listings.current();
    expect(reread.search(listingsCriteria(cheap, TEST_TODAY), 'newest', 0, 50).total).toBe(1);
    await t.db.query('UPDATE listing_changes_pruned SET below_xid = 0');
  });

  it('prunes log entries older than a day and says how far, so no reader trusts a log with holes', async () => {
    // The oldest entry there is: logged by transaction 1 a day and an hour ago.
    await t.db.query(
      `INSERT INTO listing_changes (changed_xid, listing_key_numeric, changed_at)
       VALUES (1, 1, now() - interval '25 hours')`,
    );
    await new SyncedListingIndex(t.db).current();
    const left = await t.db.query(
      "SELECT 1 FROM listing_changes WHERE changed_at < now() - interval '1 day'",
    );
    expect(left.rows).toHaveLength(0);
    const pruned = await t.db.query<{ below: string }>(
      'SELECT below_xid::text AS below FROM listing_changes_pruned',
    );
    expect(pruned.rows[0]?.below).toBe('2');
    await t.db.query('UPDATE listing_changes_pruned SET below_xid = 0');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "sees another process's writes, committed in any order, on a PostgreSQL server",
    async () => {
      const listings = new SyncedListingIndex(t.db);
      await listings.current();
      const keys = (
        await t.db.query<{ key: number }>(
          `SELECT listing_key_numeric::float8 AS key FROM listings
          WHERE property_type = 'Residential' AND mls_status = 'Active' ORDER BY 1 DESC LIMIT 2`,
        )
      ).rows.map((row) => row.key);
      const [early, late] = keys;
      const priced = (price: number) =>
        v.parse(listingsQuerySchema, { filters: { minPrice: price - 1, maxPrice: price + 1 } });
      const count = async (price: number) =>
        (await listings.current()).search(listingsCriteria(priced(price), TEST_TODAY), 'newest', 0, 50).total;

      const url = t.url;
      const first = new pg.Client({ connectionString: url });
      const second = new pg.Client({ connectionString: url });
      await first.connect();
      await second.connect();
      try {
        // The first transaction writes first and commits last: its id is older than the second's.
        await first.query('BEGIN');
        await first.query('UPDATE listings SET list_price = 55555 WHERE listing_key_numeric = $1', [early]);
        await second.query('UPDATE listings SET list_price = 66666 WHERE listing_key_numeric = $1', [late]);
        expect(await count(66_666)).toBe(1);
        expect(await count(55_555)).toBe(0);
        // While the first holds the horizon back, the second's committed change is not applied again.
        const { version } = await listings.current();
        expect((await listings.current()).version).toBe(version);
        await first.query('COMMIT');
        expect(await count(55_555)).toBe(1);
      } finally {
        await first.end();
        await second.end();
      }
    },
  );
});
