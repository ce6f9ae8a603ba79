import { TEXAS_TIME_ZONE } from '../../../src/lib/time/texas-time';
import type { Queryable } from '../db';

/** A stored lead as the e-mail needs it. */
export interface StoredLead {
  id: number;
  created_at: string;
  listing_key_numeric: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  question: string | null;
  language: string;
  realtor: boolean;
  house_to_sell: boolean;
  metro: string;
  /** 'asap' or 'YYYY-MM-DD'. */
  tour_date: string;
  /** The preferred time of day, 'HH:MM', or `null` for any time. */
  tour_time: string | null;
  tour_type: string;
  county: string | null;
  city: string | null;
  postal_code: string | null;
  min_price: number | null;
  max_price: number | null;
  source: string | null;
  recipient: string;
  delivery_attempts: number;
  /** The listing's street address, when the listing is still known. */
  address: string | null;
  mls_num: string | null;
}

/** One stored lead with its listing's address, or `null`. */
export async function readLead(db: Queryable, id: number): Promise<StoredLead | null> {
  const result = await db.query<StoredLead>(
    `SELECT d.id::float8 AS id, to_char(d.created_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') AS created_at,
            d.listing_key_numeric::float8 AS listing_key_numeric, d.first_name, d.last_name, d.email,
            d.phone, d.question, d.language, d.realtor, d.house_to_sell, d.metro,
            d.tour_date, d.tour_time,
            d.tour_type, d.county, d.city, d.postal_code, d.min_price, d.max_price, d.source,
            d.recipient, d.delivery_attempts, l.address, l.mls_num
       FROM leads d LEFT JOIN listings l ON l.listing_key_numeric = d.listing_key_numeric
      WHERE d.id = $1`,
    [id, TEXAS_TIME_ZONE],
  );
  return result.rows[0] ?? null;
}
