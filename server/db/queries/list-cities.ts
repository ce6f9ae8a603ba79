import type { Queryable } from '../db';

export interface CityItem {
  City: string;
  subdomain: string;
}

/**
 * Cities sorted by name: all of them, or those of one county. A city belongs to a county when it is the
 * city's main county or when one of the city's ZIP codes lies in it, so Austin is offered under
 * Williamson County as well as under Travis.
 */
export async function listCities(db: Queryable, filter: { county?: string } = {}): Promise<CityItem[]> {
  const result = await db.query<CityItem>(
    `SELECT c.name AS "City", c.subdomain FROM cities c
      WHERE $1::text IS NULL OR c.county = $1::text
         OR EXISTS (SELECT 1 FROM postal_codes p WHERE p.city = c.subdomain AND p.county = $1::text)
      ORDER BY lower(c.name) COLLATE "C", c.subdomain`,
    [filter.county ?? null],
  );
  return result.rows;
}
