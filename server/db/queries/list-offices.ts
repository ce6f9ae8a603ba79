import type { OfficeAddress } from '../../../src/contract';
import type { Queryable } from '../db';

/**
 * The brokerage's offices in the contract's field names (SPEC §3 Office location), the first office
 * first: it is the main office, whose phone is the company default. `email` is the brokerage's contact
 * address (offices have no inbox of their own).
 */
export async function listOffices(db: Queryable, email: string | null): Promise<OfficeAddress[]> {
  const result = await db.query<OfficeAddress>(
    `SELECT location, address, city, state, postalcode, google_map_url, phone, $1::text AS email
       FROM offices ORDER BY id`,
    [email],
  );
  return result.rows;
}
