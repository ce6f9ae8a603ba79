import type { Db } from '../../db/db';
import { insertRows } from '../insert-rows';
import { loadTexasGeography } from './load-texas-geography';
import type { TexasGeography } from './texas-geography';

/**
 * Writes the geography into its tables in one transaction, parents first. Idempotent: postal codes are
 * written last, so when any exist the whole hierarchy is already there and nothing is done.
 * Returns whether it wrote anything.
 */
export async function insertGeography(
  db: Db,
  geography: TexasGeography = loadTexasGeography(),
): Promise<boolean> {
  const present = await db.query<{ present: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM postal_codes) AS present',
  );
  if (present.rows[0]?.present === true) return false;
  const { regions, metros, counties, cities, postalCodes } = geography;
  await db.transaction(async (tx) => {
    const centre = [
      ['center_lat', 'float8', (row: { centerLat: number }) => row.centerLat],
      ['center_lng', 'float8', (row: { centerLng: number }) => row.centerLng],
    ] as const;
    await insertRows(
      tx,
      'regions',
      [['subdomain', 'text', (r) => r.subdomain], ['name', 'text', (r) => r.name], ...centre],
      regions,
    );
    await insertRows(
      tx,
      'metros',
      [['subdomain', 'text', (r) => r.subdomain], ['name', 'text', (r) => r.name], ...centre],
      metros,
    );
    await insertRows(
      tx,
      'counties',
      [
        ['subdomain', 'text', (r) => r.subdomain],
        ['name', 'text', (r) => r.name],
        ['fips', 'text', (r) => r.fips],
        ['region', 'text', (r) => r.region],
        ['metro', 'text', (r) => r.metro],
        ...centre,
        ['min_lat', 'float8', (r) => r.minLat],
        ['min_lng', 'float8', (r) => r.minLng],
        ['max_lat', 'float8', (r) => r.maxLat],
        ['max_lng', 'float8', (r) => r.maxLng],
        ['outline', 'jsonb', (r) => JSON.stringify(r.outline)],
      ],
      counties,
    );
    await insertRows(
      tx,
      'cities',
      [
        ['subdomain', 'text', (r) => r.subdomain],
        ['name', 'text', (r) => r.name],
        ['search', 'text', (r) => r.name.toLowerCase()],
        ['county', 'text', (r) => r.county],
        ...centre,
      ],
      cities,
    );
    await insertRows(
      tx,
      'postal_codes',
      [
        ['code', 'text', (r) => r.code],
        ['city', 'text', (r) => r.city],
        ['county', 'text', (r) => r.county],
        ...centre,
      ],
      postalCodes,
    );
  });
  return true;
}
