import type { Queryable } from '../db';
import { type AddressSuggestion, searchAddressColumns } from './search-address-columns';
import { searchPrefixRange } from './search-prefix-range';
import { PREPARED } from './search-prepared';

// How many of the closest street spellings are tried; a typo rarely has more plausible readings.
const NEAR_STREETS = 3;
// Below three letters trigrams match almost anything, and the prefixes already cover short input.
const MIN_LENGTH = 3;
const STREET = "substr(x.address_search, strpos(x.address_search, ' ') + 1)";
const OPEN = "IN ('Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending')";

// The closest street names (migration 005: pg_trgm word similarity), then per name its listings from
// the partial street indexes: the name plus whatever followed the typed words ($2, e.g. ' 12' of
// 'conty road 12') as a prefix, the house number ($3…$4) as a range, open listings and Closed ones
// read separately so Closed ranks last without sorting a whole street.
const listingsOf = (status: string, closed: number) => `
  SELECT n.score, ${closed} AS closed, l.*
    FROM near n
    CROSS JOIN LATERAL (
      SELECT x.* FROM listings x
       WHERE ${STREET} >= n.words || $2 AND ${STREET} < n.words || $2 || $7
         AND x.address_search >= $3 AND x.address_search < $4 AND x.mls_status ${status}
       ORDER BY ${STREET}, x.address_search LIMIT $5) l`;

const SQL = `
  WITH near AS (SELECT * FROM listing_street_words_near($1, ${NEAR_STREETS}))
  SELECT ${searchAddressColumns('$6')}
    FROM (${listingsOf(OPEN, 0)} UNION ALL ${listingsOf("= 'Closed'", 1)}) l
   ORDER BY l.score DESC, l.closed, l.address_search, l.listing_key_numeric`;

/**
 * Listings on streets spelled like the street in `key` (see `searchKey`): the typo-tolerant tier of the
 * address suggestions. The words before any digit are matched loosely ('1234 mokingbird', 'conty road
 * 12'); a leading house number and the digits that follow the words still match exactly, as prefixes.
 * May return more than `limit` rows and the same listing twice (two spellings, one street).
 */
export async function searchStreetsNear(
  db: Queryable,
  key: string,
  limit: number,
  today: string,
): Promise<AddressSuggestion[]> {
  const [, number, street = key] = /^(\S*\d\S*) (.+)$/.exec(key) ?? [];
  const [, words = '', rest = ''] = /^(.*?)((?:^| )\S*\d.*)?$/.exec(street) ?? [];
  if (words.length < MIN_LENGTH || !/\p{L}/u.test(words)) return [];
  const house = number === undefined ? searchPrefixRange('') : searchPrefixRange(`${number} `);
  const top = searchPrefixRange('').hi;
  const params = [words, rest, house.lo, house.hi, limit, today, top];
  return (await db.query<AddressSuggestion>(SQL, params, PREPARED)).rows;
}
