import type { CountyOutline } from './read-county-outlines';

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

/** A county: its outline with the centre and box derived from it, and where it sits in the hierarchy. */
export interface CountyRow extends CountyOutline {
  subdomain: string;
  region: string;
  metro: string | null;
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
