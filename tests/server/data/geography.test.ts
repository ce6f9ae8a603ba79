import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeography } from '../../../server/data/geography/insert-geography';
import { loadTexasGeography } from '../../../server/data/geography/load-texas-geography';
import { readZipRows } from '../../../server/data/geography/read-zip-rows';
import { slugify } from '../../../server/data/geography/slugify';
import { texasMetros } from '../../../server/data/geography/texas-metros';
import { texasRegions } from '../../../server/data/geography/texas-regions';
import type { Db } from '../../../server/db/db';
import { openDb } from '../../../server/db/open-db';

const geo = loadTexasGeography();
const urlSafe = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('Texas geography', () => {
  it('has the 254 counties, each in exactly one of the 12 Comptroller regions', () => {
    expect(geo.counties).toHaveLength(254);
    expect(geo.regions.map((region) => region.name).sort()).toEqual([
      'Alamo',
      'Capital',
      'Central Texas',
      'Gulf Coast',
      'High Plains',
      'Metroplex',
      'Northwest',
      'South Texas',
      'Southeast',
      'Upper East',
      'Upper Rio Grande',
      'West Texas',
    ]);
    const listed = texasRegions.flatMap((region) => region.counties);
    expect(listed).toHaveLength(254);
    expect(new Set(listed)).toEqual(new Set(geo.counties.map((county) => county.name)));
    const regionNames = new Set(geo.regions.map((region) => region.subdomain));
    for (const county of geo.counties) expect(regionNames.has(county.region)).toBe(true);
  });

  it('puts the counties the Comptroller names in their regions', () => {
    const regionOf = (name: string) => geo.counties.find((county) => county.name === name)?.region;
    expect(regionOf('Travis')).toBe('capital');
    expect(regionOf('Bexar')).toBe('alamo');
    expect(regionOf('Victoria')).toBe('alamo');
    expect(regionOf('Harris')).toBe('gulf-coast');
    expect(regionOf('Tarrant')).toBe('metroplex');
    expect(regionOf('El Paso')).toBe('upper-rio-grande');
    expect(regionOf('Midland')).toBe('west-texas');
    expect(regionOf('Hidalgo')).toBe('south-texas');
    expect(regionOf('Lubbock')).toBe('high-plains');
  });

  it('defines the Austin metro as exactly Bastrop, Caldwell, Hays, Travis and Williamson', () => {
    const austin = geo.counties.filter((county) => county.metro === 'austin').map((county) => county.name);
    expect(austin.sort()).toEqual(['Bastrop', 'Caldwell', 'Hays', 'Travis', 'Williamson']);
    const dfw = geo.counties
      .filter((county) => county.metro === 'dallas-fort-worth')
      .map((county) => county.name);
    expect(dfw).toHaveLength(11);
    expect(dfw).not.toContain('Hood');
  });

  it('has the Texas metropolitan areas with URL-safe subdomains and no county in two metros', () => {
    expect(geo.metros.length).toBeGreaterThanOrEqual(25);
    expect(geo.metros.map((metro) => metro.subdomain)).toEqual(
      expect.arrayContaining(['austin', 'dallas-fort-worth', 'houston', 'san-antonio', 'el-paso', 'mcallen']),
    );
    for (const metro of geo.metros) expect(metro.subdomain).toMatch(urlSafe);
    const inMetros = texasMetros.flatMap((metro) => metro.counties);
    expect(new Set(inMetros).size).toBe(inMetros.length);
  });

  it('resolves every Texas ZIP code to a known county and city', () => {
    const zips = readZipRows();
    expect(zips.length).toBeGreaterThan(2500);
    const fips = new Set(geo.counties.map((county) => county.fips));
    for (const zip of zips) expect(fips.has(zip.countyFips), zip.code).toBe(true);
    const counties = new Set(geo.counties.map((county) => county.subdomain));
    const cities = new Set(geo.cities.map((city) => city.subdomain));
    expect(geo.postalCodes).toHaveLength(zips.length);
    for (const postal of geo.postalCodes) {
      expect(counties.has(postal.county)).toBe(true);
      expect(cities.has(postal.city)).toBe(true);
    }
  });

  it('derives one city per slug, in the county holding most of its ZIPs, centred on them', () => {
    expect(new Set(geo.cities.map((city) => city.subdomain)).size).toBe(geo.cities.length);
    const roundRock = geo.cities.find((city) => city.subdomain === 'round-rock');
    expect(roundRock?.county).toBe('williamson');
    expect(geo.cities.find((city) => city.subdomain === 'san-antonio')?.county).toBe('bexar');
    const zips = geo.postalCodes.filter((postal) => postal.city === 'round-rock');
    const meanLat = zips.reduce((sum, zip) => sum + zip.centerLat, 0) / zips.length;
    expect(roundRock?.centerLat).toBeCloseTo(meanLat, 9);
  });

  it('computes county boxes that contain the county centre', () => {
    for (const county of geo.counties) {
      expect(county.minLat).toBeLessThan(county.centerLat);
      expect(county.centerLat).toBeLessThan(county.maxLat);
      expect(county.minLng).toBeLessThan(county.centerLng);
      expect(county.centerLng).toBeLessThan(county.maxLng);
    }
    const travis = geo.counties.find((county) => county.name === 'Travis');
    expect(travis?.centerLat).toBeCloseTo(30.33, 1);
    expect(travis?.centerLng).toBeCloseTo(-97.78, 1);
  });

  it('slugifies names for URLs', () => {
    expect(slugify('Round Rock')).toBe('round-rock');
    expect(slugify("O'Donnell")).toBe('odonnell');
    expect(slugify('  Fort Worth, TX ')).toBe('fort-worth-tx');
  });
});

describe('insertGeography', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({});
  });
  afterAll(async () => {
    await db.close();
  });

  it('writes every table once and skips when already present', async () => {
    expect(await insertGeography(db)).toBe(true);
    const counts = async () =>
      (
        await db.query<Record<string, number>>(
          `SELECT (SELECT count(*)::int FROM regions) AS regions, (SELECT count(*)::int FROM metros) AS metros,
                  (SELECT count(*)::int FROM counties) AS counties, (SELECT count(*)::int FROM cities) AS cities,
                  (SELECT count(*)::int FROM postal_codes) AS postal`,
        )
      ).rows[0];
    const first = await counts();
    expect(first).toEqual({
      regions: 12,
      metros: geo.metros.length,
      counties: 254,
      cities: geo.cities.length,
      postal: geo.postalCodes.length,
    });
    expect(await insertGeography(db)).toBe(false);
    expect(await counts()).toEqual(first);
    const outline = await db.query<{ type: string }>(
      `SELECT outline->>'type' AS type FROM counties WHERE name = 'Travis'`,
    );
    expect(outline.rows[0]?.type).toBe('Polygon');
  });
});
