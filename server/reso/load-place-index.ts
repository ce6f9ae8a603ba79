import type { Queryable } from '../db/db';

export interface CountyPlace {
  subdomain: string;
  name: string;
  metro: string | null;
  region: string;
  box: { minLat: number; minLng: number; maxLat: number; maxLng: number };
}
export interface CityPlace {
  subdomain: string;
  name: string;
  county: string;
  lat: number;
  lng: number;
}
export interface PostalPlace {
  code: string;
  city: string;
  county: string;
  lat: number;
  lng: number;
}

/** Our Texas geography in memory, keyed by subdomain (cities, counties) and ZIP code. */
export interface PlaceIndex {
  counties: ReadonlyMap<string, CountyPlace>;
  cities: ReadonlyMap<string, CityPlace>;
  postalCodes: ReadonlyMap<string, PostalPlace>;
  /** The box around every county: a coarse "is this Texas at all" test. */
  texas: CountyPlace['box'];
}

/** Reads the geography tables once per import: a few thousand rows, looked up for every record. */
export async function loadPlaceIndex(db: Queryable): Promise<PlaceIndex> {
  const counties = await db.query<CountyPlace['box'] & Omit<CountyPlace, 'box'>>(
    `SELECT subdomain, name, metro, region, min_lat AS "minLat", min_lng AS "minLng",
            max_lat AS "maxLat", max_lng AS "maxLng" FROM counties`,
  );
  const cities = await db.query<CityPlace>(
    'SELECT subdomain, name, county, center_lat AS lat, center_lng AS lng FROM cities',
  );
  const postal = await db.query<PostalPlace>(
    'SELECT code, city, county, center_lat AS lat, center_lng AS lng FROM postal_codes',
  );
  if (counties.rows.length === 0 || postal.rows.length === 0) {
    throw new Error('The geography tables are empty.');
  }
  const texas = { minLat: 90, minLng: 180, maxLat: -90, maxLng: -180 };
  const countyMap = new Map<string, CountyPlace>();
  for (const { minLat, minLng, maxLat, maxLng, ...county } of counties.rows) {
    countyMap.set(county.subdomain, { ...county, box: { minLat, minLng, maxLat, maxLng } });
    texas.minLat = Math.min(texas.minLat, minLat);
    texas.minLng = Math.min(texas.minLng, minLng);
    texas.maxLat = Math.max(texas.maxLat, maxLat);
    texas.maxLng = Math.max(texas.maxLng, maxLng);
  }
  return {
    counties: countyMap,
    cities: new Map(cities.rows.map((city) => [city.subdomain, city])),
    postalCodes: new Map(postal.rows.map((code) => [code.code, code])),
    texas,
  };
}
