import type { ZipRow } from './read-zip-rows';
import { slugify } from './slugify';
import type { CityRow, PostalCodeRow } from './texas-geography';

/**
 * Derives the city and postal-code rows from the ZIP rows. A city is one row per distinct slug; when the
 * same name spans several counties the city belongs to the county holding most of its ZIPs (ties go to the
 * alphabetically first county so the result never depends on file order). Its centre is the mean of its
 * ZIP centres.
 */
export function buildCities(
  zips: readonly ZipRow[],
  countySubdomainByFips: ReadonlyMap<string, string>,
): { cities: CityRow[]; postalCodes: PostalCodeRow[] } {
  const groups = new Map<string, { name: string; zips: ZipRow[] }>();
  for (const zip of zips) {
    const slug = slugify(zip.city);
    const group = groups.get(slug) ?? { name: zip.city, zips: [] };
    group.zips.push(zip);
    groups.set(slug, group);
  }
  const countyOf = (fips: string): string => {
    const subdomain = countySubdomainByFips.get(fips);
    if (subdomain === undefined) throw new Error(`ZIP data names unknown county FIPS ${fips}`);
    return subdomain;
  };

  const cities: CityRow[] = [];
  for (const [subdomain, group] of groups) {
    const perCounty = new Map<string, number>();
    for (const zip of group.zips) {
      const county = countyOf(zip.countyFips);
      perCounty.set(county, (perCounty.get(county) ?? 0) + 1);
    }
    const [county = ''] = [...perCounty].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
    const n = group.zips.length;
    cities.push({
      subdomain,
      name: group.name,
      county,
      centerLat: group.zips.reduce((sum, zip) => sum + zip.lat, 0) / n,
      centerLng: group.zips.reduce((sum, zip) => sum + zip.lng, 0) / n,
    });
  }

  const postalCodes = zips.map((zip) => ({
    code: zip.code,
    city: slugify(zip.city),
    county: countyOf(zip.countyFips),
    centerLat: zip.lat,
    centerLng: zip.lng,
  }));
  cities.sort((a, b) => a.subdomain.localeCompare(b.subdomain));
  postalCodes.sort((a, b) => a.code.localeCompare(b.code));
  return { cities, postalCodes };
}
