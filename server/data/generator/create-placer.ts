import type {
  CityRow,
  CountyRow,
  MetroRow,
  PostalCodeRow,
  RegionRow,
  TexasGeography,
} from '../geography/texas-geography';
import type { Rng } from './create-rng';

/** Where a listing is, with every location field consistent with its ZIP code. */
export interface Placement {
  lat: number;
  lng: number;
  postal: PostalCodeRow;
  city: CityRow;
  county: CountyRow;
  metro: MetroRow | null;
  region: RegionRow;
  /** Kilometres from the core of its metro (downtown Austin for Austin); 0 when rural. */
  coreDistanceKm: number;
}

const downtownAustin = { lat: 30.2672, lng: -97.7431 };
const jitterKm = 3;

/**
 * Builds the function that places a listing: 40 % in the Austin metro (ZIP-weighted, densest around
 * downtown), 35 % in the other metros by population (ZIP-weighted towards their principal cities),
 * 25 % in rural ZIPs statewide. The point is jittered up to 3 km from the ZIP centre and kept inside the
 * county's bounding box.
 */
export function createPlacer(geo: TexasGeography): (rng: Rng) => Placement {
  const county = indexBy(geo.counties);
  const city = indexBy(geo.cities);
  const metro = indexBy(geo.metros);
  const region = indexBy(geo.regions);
  // Many PO-box ZIPs share their city's centre; split one ZIP's weight among them so those points do not
  // pile up with dozens of times the listings of a real neighbourhood.
  const sharing = new Map<string, number>();
  for (const zip of geo.postalCodes) {
    const at = `${zip.centerLat},${zip.centerLng}`;
    sharing.set(at, (sharing.get(at) ?? 0) + 1);
  }
  const baseWeight = (zip: PostalCodeRow) => 1 / (sharing.get(`${zip.centerLat},${zip.centerLng}`) ?? 1);
  const metroOf = (zip: PostalCodeRow) => get(county, zip.county).metro;

  const cores = new Map<string, { lat: number; lng: number }[]>([['austin', [downtownAustin]]]);
  for (const m of geo.metros) {
    if (cores.has(m.subdomain)) continue;
    // Principal cities are the CBSA title's names: 'Dallas-Fort Worth-Arlington, TX'.
    const names = (m.name.split(',')[0] ?? '')
      .split('-')
      .map((name) => name.toLowerCase().replaceAll(' ', '-'));
    const found = names.flatMap((name) => {
      const c = city.get(name);
      return c === undefined ? [] : [{ lat: c.centerLat, lng: c.centerLng }];
    });
    cores.set(m.subdomain, found.length > 0 ? found : [{ lat: m.centerLat, lng: m.centerLng }]);
  }
  const coreDistance = (zip: PostalCodeRow, metroName: string) =>
    Math.min(
      ...(cores.get(metroName) ?? []).map((core) => km(zip.centerLat, zip.centerLng, core.lat, core.lng)),
    );
  const metroPicker = (metroName: string, scaleKm: number) =>
    picker(
      geo.postalCodes.filter((zip) => metroOf(zip) === metroName),
      (zip) => baseWeight(zip) * (0.08 + 1 / (1 + (coreDistance(zip, metroName) / scaleKm) ** 2)),
    );

  const austin = metroPicker('austin', 10);
  const others = geo.metros.filter((m) => m.subdomain !== 'austin');
  const perMetro = new Map(others.map((m) => [m.subdomain, metroPicker(m.subdomain, 18)]));
  const rural = picker(
    geo.postalCodes.filter((zip) => metroOf(zip) === null),
    baseWeight,
  );
  const metroWeights = others.map((m) => [m.subdomain, m.population] as const);

  return (rng) => {
    const roll = rng.next();
    const chosenMetro = roll < 0.4 ? 'austin' : roll < 0.75 ? rng.weighted(metroWeights) : null;
    const pick = chosenMetro === null ? rural : chosenMetro === 'austin' ? austin : perMetro.get(chosenMetro);
    if (pick === undefined) throw new Error(`No ZIP codes in metro ${chosenMetro}`);
    const postal = pick(rng);
    const zipCounty = get(county, postal.county);
    const distance = rng.next() ** 0.5 * jitterKm;
    const angle = rng.next() * 2 * Math.PI;
    const lat = postal.centerLat + (distance * Math.cos(angle)) / 111.32;
    const lng = postal.centerLng + (distance * Math.sin(angle)) / (111.32 * Math.cos((lat * Math.PI) / 180));
    return {
      // Round before clamping: rounding a clamped edge value could step outside the box again.
      lat: clamp(round6(lat), zipCounty.minLat, zipCounty.maxLat),
      lng: clamp(round6(lng), zipCounty.minLng, zipCounty.maxLng),
      postal,
      city: get(city, postal.city),
      county: zipCounty,
      metro: zipCounty.metro === null ? null : get(metro, zipCounty.metro),
      region: get(region, zipCounty.region),
      coreDistanceKm: zipCounty.metro === null ? 0 : coreDistance(postal, zipCounty.metro),
    };
  };
}

/** Weighted sampling by binary search over cumulative weights. */
function picker<T>(items: readonly T[], weight: (item: T) => number): (rng: Rng) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return (rng) => {
    const target = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) <= target) lo = mid + 1;
      else hi = mid;
    }
    const item = items[lo];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
}

function indexBy<T extends { subdomain: string }>(rows: readonly T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.subdomain, row]));
}

function get<T>(map: ReadonlyMap<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Unknown geography key ${key}`);
  return value;
}

function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * 111.32;
  const dLng = (lng2 - lng1) * 111.32 * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
