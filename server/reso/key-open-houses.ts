import * as v from 'valibot';
import type { Queryable } from '../db/db';
import type { ImportedOpenHouse } from './imported-listing';

interface KeyedOpenHouse extends ImportedOpenHouse {
  listing_key_numeric: number;
  open_house_key: string;
}

const storedSchema = v.array(
  v.object({ key: v.pipe(v.unknown(), v.transform(Number)), at: v.string(), open_house_key: v.string() }),
);

/** Where an open house is in a listing's calendar: its day and start. */
const slot = (keyNumeric: number, date: string, start: string | null) =>
  `${keyNumeric} ${date} ${start ?? ''}`;

/**
 * The expanded open houses of these listings, each with its identity, before the stored ones are
 * replaced: the feed's OpenHouseKey; else the key of the stored open house at the same day and start (the
 * feed also sent it as an OpenHouse record of its own, which importOpenHouses keyed, so that a later
 * deletion of that key still finds it); else one derived from the ListingKey, day and start. Either way
 * an open house sent both ways is one row, whichever arrives first.
 */
export async function keyOpenHouses(
  q: Queryable,
  listings: readonly { keyNumeric: number; listingKey: string; openHouses: ImportedOpenHouse[] }[],
): Promise<KeyedOpenHouse[]> {
  const withoutKey = listings.filter((listing) => listing.openHouses.some((open) => !open.open_house_key));
  const stored = new Map<string, string>();
  if (withoutKey.length > 0) {
    const found = await q.query(
      `SELECT listing_key_numeric::float8 AS key,
              to_char(open_date, 'YYYY-MM-DD') || ' ' || coalesce(to_char(start_time, 'HH24:MI'), '') AS at,
              open_house_key
         FROM open_houses WHERE listing_key_numeric = ANY($1::int8[]) AND open_house_key IS NOT NULL`,
      [withoutKey.map((listing) => listing.keyNumeric)],
    );
    for (const row of v.parse(storedSchema, found.rows))
      stored.set(`${row.key} ${row.at}`, row.open_house_key);
  }
  return listings.flatMap(({ keyNumeric, listingKey, openHouses }) =>
    openHouses.map((open) => ({
      ...open,
      listing_key_numeric: keyNumeric,
      open_house_key:
        open.open_house_key ??
        stored.get(slot(keyNumeric, open.open_date, open.start_time)) ??
        `${listingKey} ${open.open_date} ${open.start_time ?? ''}`.trim(),
    })),
  );
}
