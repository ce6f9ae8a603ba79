import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/data/seed';
import { type AddressSuggestion, searchAddressColumns } from '../../server/db/queries/search-address-columns';
import { searchKey } from '../../server/db/queries/search-key';
import { searchPrefixRange } from '../../server/db/queries/search-prefix-range';
import { dayNumber } from '../../server/search/indexed-listing';
import type { ListingIndex } from '../../server/search/listing-index';
import { SyncedListingIndex } from '../../server/search/synced-listing-index';
import { openTestDb, type TestDb } from './support/open-test-db';
import { TEST_TODAY } from './support/test-app';

let t: TestDb;
/** Texts the seeded listings hold, so drawn prefixes find something. */
let texts: string[];

const SHOWN = `('Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending', 'Closed')`;
const STREET = "substr(l.address_search, strpos(l.address_search, ' ') + 1)";

/**
 * What the address group means, as the database reads it: listings whose address starts with the text,
 * then those whose street name does, open ones before Closed ones in each tier; within one, by the text
 * matched, the address and the key. A listing in both tiers counts in the first.
 */
const ADDRESSES_SQL = `
  WITH hits AS (
    SELECT l.listing_key_numeric AS key, 0 AS tier, l.address_search AS sort1, l.address_search AS sort2
      FROM listings l WHERE l.address_search >= $1 AND l.address_search < $2 AND l.mls_status IN ${SHOWN}
    UNION ALL
    SELECT l.listing_key_numeric, 1, ${STREET}, l.address_search
      FROM listings l WHERE ${STREET} >= $1 AND ${STREET} < $2 AND l.mls_status IN ${SHOWN}
  ), best AS (SELECT DISTINCT ON (key) * FROM hits ORDER BY key, tier)
  SELECT ${searchAddressColumns('$4')}
    FROM best h JOIN listings l ON l.listing_key_numeric = h.key
   ORDER BY h.tier, l.mls_status = 'Closed', h.sort1 COLLATE "C", h.sort2 COLLATE "C", h.key
   LIMIT $3`;

const MLS_SQL = `
  SELECT ${searchAddressColumns('$4')} FROM listings l
   WHERE l.mls_num >= $1 AND l.mls_num < $2 AND l.mls_status IN ${SHOWN}
   ORDER BY l.mls_num COLLATE "C" LIMIT $3`;

async function sqlAddresses(key: string, limit: number): Promise<AddressSuggestion[]> {
  if (key === '') return [];
  const { lo, hi } = searchPrefixRange(key);
  return (await t.db.query<AddressSuggestion>(ADDRESSES_SQL, [lo, hi, limit, TEST_TODAY])).rows;
}

async function sqlMlsNumbers(key: string, limit: number): Promise<AddressSuggestion[]> {
  if (!/^\S*\d\S*$/.test(key)) return [];
  const { lo, hi } = searchPrefixRange(key.toUpperCase());
  return (await t.db.query<AddressSuggestion>(MLS_SQL, [lo, hi, limit, TEST_TODAY])).rows;
}

const today = dayNumber(TEST_TODAY);

/** Both groups for `key`, from the index and from SQL, for one `expect`. */
async function bothWays(index: ListingIndex, key: string, limit: number) {
  return {
    memory: {
      addresses: index.suggestAddresses(key, limit, today),
      mls: index.suggestMlsNumbers(key, limit, today),
    },
    sql: { addresses: await sqlAddresses(key, limit), mls: await sqlMlsNumbers(key, limit) },
  };
}

beforeAll(async () => {
  t = await openTestDb();
  await seed(t.db, { count: 1500, seed: 5, today: TEST_TODAY });
  // What the generator never writes: hidden addresses, an address with no space (its own street name, so
  // it matches both tiers), two listings
  // at one address, statuses never suggested, MLS numbers with letters, and addresses whose characters
  // order differently by UTF-16 unit and by code point (U+FB01 and U+1F3E0).
  await t.db.exec(`
    UPDATE listings SET address = NULL, address_search = NULL, street_number = NULL, street_name = NULL
     WHERE listing_key_numeric % 23 = 0;
    UPDATE listings SET mls_status = 'Expired' WHERE listing_key_numeric % 29 = 0;
    UPDATE listings SET mls_status = 'Closed', close_date = list_date + 30 WHERE listing_key_numeric % 5 = 0;
    UPDATE listings SET mls_num = 'TX' || mls_num WHERE listing_key_numeric % 11 = 0;
    UPDATE listings l SET address = d.address, address_search = d.address_search
      FROM (SELECT address, address_search FROM listings WHERE address IS NOT NULL
             ORDER BY listing_key_numeric LIMIT 1) d
     WHERE l.listing_key_numeric % 31 = 0;
    UPDATE listings SET address = 'Mainstreet', address_search = 'mainstreet'
     WHERE listing_key_numeric % 37 = 0;
    UPDATE listings SET address = '7 Ufb01 St', address_search = '7 ' || chr(64257) || ' st'
     WHERE listing_key_numeric % 41 = 0;
    UPDATE listings SET address = '7 House St', address_search = '7 ' || chr(127968) || ' st'
     WHERE listing_key_numeric % 43 = 0;`);
  const column = async (sql: string) =>
    (await t.db.query<{ value: string }>(sql)).rows.map((row) => row.value);
  texts = [
    ...(await column('SELECT address_search AS value FROM listings WHERE address_search IS NOT NULL')),
    ...(await column(`SELECT ${STREET} AS value FROM listings l WHERE address_search IS NOT NULL`)),
    ...(await column('SELECT lower(mls_num) AS value FROM listings')),
  ];
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Prefixes of what the listings hold, typed as a visitor would, and now and then anything at all. */
const typed = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 12 }))
    .map(([at, length]) => searchKey((texts[at % texts.length] ?? '').slice(0, length))),
  fc.string({ maxLength: 4 }).map(searchKey),
  fc.constantFrom('7 ', '7 \u{1F3E0}', '7 \uFB01', 'main', 'tx', '1', ''),
);

describe('address and MLS-number suggestions from the listings in memory', () => {
  it('answer what SQL answers: the same listings, in the same order, with the same fields', async () => {
    const index = await new SyncedListingIndex(t.db).current();
    await fc.assert(
      fc.asyncProperty(typed, fc.integer({ min: 1, max: 12 }), async (key, limit) => {
        const { memory, sql } = await bothWays(index, key, limit);
        expect(memory).toEqual(sql);
      }),
      { numRuns: 300 },
    );
    // The odd rows are there to be found: the code-point order, both tiers, MLS numbers with letters.
    expect(index.suggestAddresses('7 \u{1F3E0}', 3, today).length).toBeGreaterThan(0);
    const mainstreet = index.suggestAddresses('main', 50, today).map((row) => row.ListingKeyNumeric);
    expect(mainstreet.length).toBeGreaterThan(1);
    expect(new Set(mainstreet).size).toBe(mainstreet.length);
    const lettered = texts.find((text) => /^tx\d/.test(text)) ?? 'tx?';
    expect(index.suggestMlsNumbers(lettered.slice(0, 4), 3, today).length).toBeGreaterThan(0);
  });

  it('agree on text that is not well-formed Unicode: a lone surrogate reads as U+FFFD everywhere', async () => {
    const index = await new SyncedListingIndex(t.db).current();
    // fast-check seed 539385123 drew this: half of the house emoji that '7 House St' is searched by.
    const key = searchKey('7 \ud83c');
    expect(key).toBe('7 \ufffd');
    const { memory, sql } = await bothWays(index, key, 1);
    expect(memory).toEqual(sql);
    expect(memory.addresses).toEqual([]);
  });

  it('follow writes: a new address, a status no longer suggested, a deleted listing', async () => {
    const listings = new SyncedListingIndex(t.db);
    const before = await listings.current();
    const [first, second, third] = (
      await t.db.query<{ key: number; mls: string; address: string }>(
        `SELECT listing_key_numeric::float8 AS key, mls_num AS mls, address_search AS address FROM listings
          WHERE mls_status = 'Active' AND address IS NOT NULL ORDER BY listing_key_numeric LIMIT 3`,
      )
    ).rows;
    if (!first || !second || !third) throw new Error('the seed has no active listings');
    expect(before.suggestMlsNumbers(second.mls, 1, today)).toHaveLength(1);
    const at = (index: ListingIndex, address: string) =>
      index.suggestAddresses(address, 1_000, today).map((row) => row.ListingKeyNumeric);
    expect(at(before, first.address)).toContain(first.key);

    await t.db.exec(`
      UPDATE listings SET address = '1 Zebra Crossing', address_search = '1 zebra crossing'
       WHERE listing_key_numeric = ${first.key};
      UPDATE listings SET mls_status = 'Withdrawn' WHERE listing_key_numeric = ${second.key};
      DELETE FROM listings WHERE listing_key_numeric = ${third.key};`);
    const after = await listings.current();
    expect(after.suggestAddresses('zebra', 10, today).map((row) => row.ListingKeyNumeric)).toEqual([
      first.key,
    ]);
    expect(at(after, first.address)).not.toContain(first.key);
    expect(after.suggestMlsNumbers(second.mls, 1, today)).toEqual([]);
    expect(after.suggestMlsNumbers(third.mls, 1, today)).toEqual([]);
    for (const key of ['zebra', '1 ', 'main', '7 ', 'tx1']) {
      const { memory, sql } = await bothWays(after, key, 12);
      expect(memory).toEqual(sql);
    }
  });

  it('stay right after more changes than are patched in one by one', async () => {
    const listings = new SyncedListingIndex(t.db);
    await listings.current();
    // Every other listing's address changes: far more than the lists patch before building again.
    await t.db.exec(`
      UPDATE listings SET address = 'Q' || address, address_search = 'q' || address_search
       WHERE address IS NOT NULL AND listing_key_numeric % 2 = 0`);
    const after = await listings.current();
    for (const key of ['q', 'q1', 'q7 ', '1', 'main', '7 ']) {
      const { memory, sql } = await bothWays(after, key, 12);
      expect(memory).toEqual(sql);
    }
    expect(after.suggestAddresses('q', 12, today)).toHaveLength(12);
  });
});
