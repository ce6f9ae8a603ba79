import type { Queryable } from '../db';
import { searchPrefixRange } from './search-prefix-range';
import { PREPARED } from './search-prepared';

export interface CitySuggestion {
  City: string;
  subdomain: string;
}

// Below three characters trigrams match almost anything, and prefixes already cover short input.
const FUZZY_MIN_LENGTH = 3;
// pg_trgm similarity a near-miss needs: 'austn'/Austin scores 0.44, 'geogetown'/Georgetown 0.62, while
// the default 0.3 also lets through 'oak holl'/Holland.
const FUZZY_MIN_SIMILARITY = 0.4;

// Tiers: 0 the name starts with the text ('roun' → Round Rock, btree on cities.search); 1 a later word
// does ('rock' → Round Rock; ~1,500 cities, a scan costs ~0.2 ms); 2 the name is close ('austn' →
// Austin). Tier 2 only compares names sharing the first letter, like a fuzzy query's prefix length of 1:
// that is a btree range of a few dozen rows, where the trigram index loses to a full scan of similarity
// in the planner's eyes (≈1.5 ms), and typos in the first letter are the rare kind.
// Within a tier bigger places come first, measured by their ZIP codes: 'san' offers San Antonio first.
const SQL = `
  WITH hits AS (
    SELECT c.subdomain, c.name, 0 AS tier, 0::float8 AS distance FROM cities c
     WHERE c.search >= $2 AND c.search < $3
    UNION ALL
    SELECT c.subdomain, c.name, 1, 0 FROM cities c WHERE strpos(c.search, ' ' || $1) > 0
    UNION ALL
    SELECT c.subdomain, c.name, 2, 1 - similarity(c.search, $1) FROM cities c
     WHERE $4 AND c.search >= $5 AND c.search < $6 AND similarity(c.search, $1) >= ${FUZZY_MIN_SIMILARITY}
  )
  SELECT b.name AS "City", b.subdomain AS "subdomain"
    FROM (SELECT DISTINCT ON (subdomain) * FROM hits ORDER BY subdomain, tier) b
   ORDER BY b.tier, b.distance, (SELECT count(*) FROM postal_codes p WHERE p.city = b.subdomain) DESC,
            b.name, b.subdomain
   LIMIT $7`;

/** Cities for `key` (see `searchKey`), best first; typos are tolerated from 3 characters on. */
export async function searchCities(db: Queryable, key: string, limit: number): Promise<CitySuggestion[]> {
  // No Texas city name has a digit: such text is an address, a ZIP or an MLS number.
  if (key === '' || /\d/.test(key)) return [];
  const { lo, hi } = searchPrefixRange(key);
  const first = searchPrefixRange(String.fromCodePoint(key.codePointAt(0) ?? 0));
  const fuzzy = key.length >= FUZZY_MIN_LENGTH;
  const params = [key, lo, hi, fuzzy, first.lo, first.hi, limit];
  return (await db.query<CitySuggestion>(SQL, params, PREPARED)).rows;
}
