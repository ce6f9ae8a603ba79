import { slugify } from '../data/geography/slugify';
import type { CityPlace, CountyPlace, PlaceIndex } from './load-place-index';
import type { FieldDrop } from './parse-reso-fields';
import type { ResoProperty } from './reso-property-schema';

export interface ListingPlace {
  city: CityPlace;
  /** The city as the feed names it: a town we have no page for (Lakeway) keeps its name. */
  cityName: string;
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
 * Places a record on our Texas geography: city by name (else the ZIP's city, the feed's name kept), ZIP
 * code as sent (else the city's nearest), county by CountyOrParish (else the ZIP's, else the city's),
 * coordinates checked against Texas and the county, or taken from the ZIP (else city) centre when the
 * feed has none or wrong ones (dropped into `dropped`). A positive longitude, a sign lost on the way,
 * is put right when that lands in Texas. Returns the reason when the record cannot be placed in Texas.
 */
export function placeListing(
  index: PlaceIndex,
  record: Located,
  dropped: FieldDrop[] = [],
): ListingPlace | { reason: string } {
  if (record.StateOrProvince !== null && !/^(tx|texas)$/i.test(record.StateOrProvince)) {
    return { reason: `StateOrProvince "${record.StateOrProvince}" is not Texas` };
  }
  const sentZip = record.PostalCode?.slice(0, 5) ?? null;
  const sentPostal = sentZip === null ? undefined : index.postalCodes.get(sentZip);
  const named = record.City === null ? undefined : index.cities.get(slugify(record.City));
  const city = named ?? (sentPostal === undefined ? undefined : index.cities.get(sentPostal.city));
  if (city === undefined) {
    return {
      reason: `cannot place in Texas: neither ZIP ${sentZip ?? '(none)'} nor City ${record.City ?? '(none)'} is a Texas place we know`,
    };
  }
  let point =
    record.Latitude === null || record.Longitude === null
      ? null
      : { lat: record.Latitude, lng: record.Longitude };
  if (point !== null && point.lng > 0 && inside(index.texas, point.lat, -point.lng, 0)) {
    point = { lat: point.lat, lng: -point.lng };
  }
  const near = point !== null && inside(index.texas, point.lat, point.lng, 0) ? point : city;
  const zip = sentZip ?? nearestZip(index, city.subdomain, near.lat, near.lng);
  if (zip === null) return { reason: 'PostalCode: missing' };
  const postal = index.postalCodes.get(zip);
  const countyName = record.CountyOrParish?.replace(/\s+county$/i, '') ?? null;
  const county =
    (countyName === null ? undefined : index.counties.get(slugify(countyName))) ??
    index.counties.get(postal?.county ?? city.county);
  if (county === undefined) return { reason: `no county for ${city.name}` };
  const cityName = named?.name ?? record.City ?? city.name;

  if (point !== null) {
    const wrong = !inside(index.texas, point.lat, point.lng, 0)
      ? 'outside Texas'
      : !inside(county.box, point.lat, point.lng, countyMargin)
        ? `far from ${county.name} County`
        : null;
    if (wrong === null) return { city, cityName, county, postalCode: zip, ...point };
    const reason = `(${point.lat}, ${point.lng}) is ${wrong}; the ZIP code's centre is used`;
    dropped.push({ field: 'Latitude', reason }, { field: 'Longitude', reason });
  }
  return {
    city,
    cityName,
    county,
    postalCode: zip,
    lat: postal?.lat ?? city.lat,
    lng: postal?.lng ?? city.lng,
  };
}

/** The city's ZIP code whose centre lies nearest the point; null for a city without one. */
function nearestZip(index: PlaceIndex, city: string, lat: number, lng: number): string | null {
  let best: { code: string; distance: number } | null = null;
  for (const postal of index.postalCodes.values()) {
    if (postal.city !== city) continue;
    const distance = (postal.lat - lat) ** 2 + ((postal.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (best === null || distance < best.distance) best = { code: postal.code, distance };
  }
  return best?.code ?? null;
}

function inside(box: CountyPlace['box'], lat: number, lng: number, margin: number): boolean {
  return (
    lat >= box.minLat - margin &&
    lat <= box.maxLat + margin &&
    lng >= box.minLng - margin &&
    lng <= box.maxLng + margin
  );
}
