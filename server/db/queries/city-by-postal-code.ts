import type { Queryable } from '../db';
import type { CityItem } from './list-cities';

/** The city a ZIP code is named for, or null for an unknown code. */
export async function cityByPostalCode(db: Queryable, code: string): Promise<CityItem | null> {
  const result = await db.query<CityItem>(
    `SELECT c.name AS "City", c.subdomain FROM postal_codes p JOIN cities c ON c.subdomain = p.city
      WHERE p.code = $1::text`,
    [code],
  );
  return result.rows[0] ?? null;
}
