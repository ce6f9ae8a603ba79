import type { Queryable } from '../db';

export interface PostalCodeItem {
  'ZIP Code': string;
  /** The city the ZIP code is named for, so a bare list of codes can still be labelled. */
  City: string;
}

/** ZIP codes in order: all of them, or those of one city. */
export async function listPostalCodes(
  db: Queryable,
  filter: { city?: string } = {},
): Promise<PostalCodeItem[]> {
  const result = await db.query<PostalCodeItem>(
    `SELECT p.code AS "ZIP Code", c.name AS "City"
       FROM postal_codes p JOIN cities c ON c.subdomain = p.city
      WHERE $1::text IS NULL OR p.city = $1::text
      ORDER BY p.code`,
    [filter.city ?? null],
  );
  return result.rows;
}
