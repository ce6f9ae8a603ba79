import { slugify } from '../data/geography/slugify';
import type { CityPlace, CountyPlace, PlaceIndex } from './load-place-index';
import type { ResoProperty } from './reso-property-schema';

export interface ListingPlace {
  city: CityPlace;
  county: CountyPlace;
  postalCode: string;
  lat: number;
  lng: number;
}

type Located = Pick<
  ResoProperty,
  'City' | 'PostalCode' | 'CountyOrParish' | 'StateOrProvince' | 'Latitude' | 'Longitude'
>;

// How far (degrees, ≈ 28 km) a point may lie outside its county's box: ZIP codes and city limits
// straddle county lines, a geocode that far off is a wrong one.
const countyMargin = 0.25;

/**
 * Places a record on our Texas geography: city by name (else the ZIP's city), county by CountyOrParish
 * (else the ZIP's, else the city's), coordinates checked against Texas and the county, or taken from the
 * ZIP (else city) centre when the feed has none. Returns the reason when the record cannot be placed.
 */
export function placeListing(index: PlaceIndex, record: Located): ListingPlace | { reason: string } {
  if (record.StateOrProvince !== null && !/^(tx|texas)$/i.test(record.StateOrProvince)) {
    return { reason: `StateOrProvince "${record.StateOrProvince}" is not Texas` };
  }
  const zip = record.PostalCode?.slice(0, 5) ?? null;
  const postal = zip === null ? undefined : index.postalCodes.get(zip);
  const named = record.City === null ? undefined : index.cities.get(slugify(record.City));
  const city = named ?? (postal === undefined ? undefined : index.cities.get(postal.city));
  if (city === undefined) {
    return {
      reason: `cannot place in Texas: neither ZIP ${zip ?? '(none)'} nor City ${record.City ?? '(none)'} is a Texas place we know`,
    };
  }
  if (zip === null) return { reason: 'PostalCode: missing' };
  const countyName = record.CountyOrParish?.replace(/\s+county$/i, '') ?? null;
  const county =
    (countyName === null ? undefined : index.counties.get(slugify(countyName))) ??
    index.counties.get(postal?.county ?? city.county);
  if (county === undefined) return { reason: `no county for ${city.name}` };

  const { Latitude: lat, Longitude: lng } = record;
  if (lat === null || lng === null) {
    return { city, county, postalCode: zip, lat: postal?.lat ?? city.lat, lng: postal?.lng ?? city.lng };
  }
  if (!inside(index.texas, lat, lng, 0)) {
    return { reason: `Latitude/Longitude (${lat}, ${lng}) are outside Texas` };
  }
  if (!inside(county.box, lat, lng, countyMargin)) {
    return { reason: `Latitude/Longitude (${lat}, ${lng}) are far from ${county.name} County` };
  }
  return { city, county, postalCode: zip, lat, lng };
}

function inside(box: CountyPlace['box'], lat: number, lng: number, margin: number): boolean {
  return (
    lat >= box.minLat - margin &&
    lat <= box.maxLat + margin &&
    lng >= box.minLng - margin &&
    lng <= box.maxLng + margin
  );
}
