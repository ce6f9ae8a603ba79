import type { MultiPolygon, Polygon } from 'geojson';

/**
 * The Texas location hierarchy as loaded from the packaged data, one array per table of
 * `server/db/migrations/001_geography.sql` (camel-cased). Foreign keys are subdomains.
 */
export interface TexasGeography {
  regions: RegionRow[];
  metros: MetroRow[];
  counties: CountyRow[];
  cities: CityRow[];
  postalCodes: PostalCodeRow[];
}

export interface RegionRow {
  subdomain: string;
  name: string;
  centerLat: number;
  centerLng: number;
}

export interface MetroRow extends RegionRow {
  /** Approximate population in thousands: how many generated listings the metro gets. */
  population: number;
}

export interface CountyRow {
  subdomain: string;
  name: string;
  fips: string;
  region: string;
  metro: string | null;
  centerLat: number;
  centerLng: number;
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
  outline: Polygon | MultiPolygon;
}

export interface CityRow {
  subdomain: string;
  name: string;
  county: string;
  centerLat: number;
  centerLng: number;
}

export interface PostalCodeRow {
  code: string;
  /** The city named for this ZIP; its own county may differ from the city's main county. */
  city: string;
  county: string;
  centerLat: number;
  centerLng: number;
}
