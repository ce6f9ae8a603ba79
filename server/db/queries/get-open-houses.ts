import type { Queryable } from '../db';

export interface OpenHouseRow {
  f_date: string;
  f_start: string | null;
  f_end: string | null;
  OpenHouseRemarks: string | null;
}

/**
 * The open houses of a listing for the 'Feature Open House Date/Time' modal, which shows the first two:
 * upcoming ones first, soonest first, then past ones, latest first. Times are 'HH:MM' (24-hour); an empty
 * list when there are none or the listing is unknown.
 */
export async function getOpenHouses(db: Queryable, key: number, today: string): Promise<OpenHouseRow[]> {
  const result = await db.query<OpenHouseRow>(
    `SELECT to_char(open_date, 'YYYY-MM-DD') AS f_date, to_char(start_time, 'HH24:MI') AS f_start,
            to_char(end_time, 'HH24:MI') AS f_end, remarks AS "OpenHouseRemarks"
       FROM open_houses
      WHERE listing_key_numeric = $1
      ORDER BY open_date < $2::date, abs(open_date - $2::date), start_time NULLS LAST, id`,
    [key, today],
  );
  return result.rows;
}
