import type { Queryable } from '../db';

export interface CountyItem {
  County: string;
  subdomain: string;
}

/** Counties sorted by name: all of them, or those of one region and/or one metro. */
export async function listCounties(
  db: Queryable,
  filter: { region?: string; metro?: string } = {},
): Promise<CountyItem[]> {
  const result = await db.query<CountyItem>(
    `SELECT name AS "County", subdomain FROM counties
      WHERE ($1::text IS NULL OR region = $1::text) AND ($2::text IS NULL OR metro = $2::text)
      ORDER BY lower(name) COLLATE "C", subdomain`,
    [filter.region ?? null, filter.metro ?? null],
  );
  return result.rows;
}
