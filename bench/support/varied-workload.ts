import { createRng, type Rng } from '../../server/data/generator/create-rng';
import { streetVocabulary } from '../../server/data/generator/street-vocabulary';
import { loadTexasGeography } from '../../server/data/geography/load-texas-geography';
import type { MetroRow } from '../../server/data/geography/texas-geography';
import { encodeListingsQuery, type ListingsQueryInput } from '../../src/contract';
import { tilesToFetch } from '../../src/map/tiles-to-fetch';

/** Makes one request path from a seeded random source. */
export type PathMaker = (rng: Rng) => string;

const geography = loadTexasGeography();
const metros = geography.metros.map((metro) => [metro, metro.population] as const);
const SORTS = ['newest', 'oldest', 'low-to-high', 'high-to-low'] as const;
const round = (n: number) => Math.round(n * 1e4) / 1e4;
const listings = (query: ListingsQueryInput) => `/api/v1/listings/${encodeListingsQuery(query)}`;

/** A viewport at `zoom` (10: a whole metro; 14: a few neighbourhoods) centred near a metro. */
function viewport(rng: Rng, metro: MetroRow, zoom: number, wander: number) {
  const halfLat = 0.475 / 2 ** (zoom - 10);
  const halfLng = 0.55 / 2 ** (zoom - 10);
  const lat = metro.centerLat + rng.float(-wander, wander);
  const lng = metro.centerLng + rng.float(-wander, wander);
  return {
    top: round(lat + halfLat),
    bottom: round(lat - halfLat),
    left: round(lng - halfLng),
    right: round(lng + halfLng),
  };
}

function pageAndSort(rng: Rng) {
  return {
    page: rng.chance(0.7) ? 1 : rng.int(2, 5),
    sortBy: rng.chance(0.6) ? SORTS[0] : rng.pick(SORTS.slice(1)),
  };
}

/**
 * Visitors on the map: metros weighted by population; one in five opens a metro's landing view (zoom 12
 * on its centre, as every first visit does), the rest have panned and zoomed (10–14) somewhere near it.
 */
export const mapViewports: PathMaker = (rng) => {
  const metro = rng.weighted(metros);
  const landing = rng.chance(0.2);
  const coordinates = landing ? viewport(rng, metro, 12, 0) : viewport(rng, metro, rng.int(10, 14), 0.15);
  return listings({ filters: landing ? {} : pageAndSort(rng), coordinates });
};

/** Whole-Texas searches with several filters of the filter bar and the "more filters" panel. */
export const texasFilters: PathMaker = (rng) =>
  listings({
    filters: {
      ...pageAndSort(rng),
      minPrice: rng.pick([0, 100_000, 200_000, 250_000, 300_000, 400_000, 500_000]),
      maxPrice: rng.pick([500_000, 750_000, 900_000, 1_500_000, 100_000_000]),
      minBedsCount: rng.int(0, 4),
      bath: rng.int(0, 3),
    },
    moreFilters: {
      squareMin: rng.pick([0, 1000, 1500, 2000]),
      yearBuildMin: rng.pick([1799, 1990, 2000, 2010]),
      FireplaceState: rng.chance(0.3),
    },
  });

/** A drawn polygon (four to seven corners, 3–12 km across) around somewhere in a metro. */
export const drawnPolygons: PathMaker = (rng) => {
  const metro = rng.weighted(metros);
  const lat = metro.centerLat + rng.float(-0.1, 0.1);
  const lng = metro.centerLng + rng.float(-0.1, 0.1);
  const radius = rng.float(0.03, 0.12);
  const corners = rng.int(4, 7);
  const ring: [number, number][] = [];
  for (let i = 0; i < corners; i++) {
    const angle = (2 * Math.PI * i) / corners + rng.float(-0.3, 0.3);
    const r = radius * rng.float(0.6, 1);
    ring.push([round(lng + r * Math.cos(angle)), round(lat + r * Math.sin(angle))]);
  }
  ring.push(ring[0] ?? [lng, lat]);
  const lats = ring.map(([, y]) => y);
  const lngs = ring.map(([x]) => x);
  const coordinates = {
    top: Math.max(...lats),
    bottom: Math.min(...lats),
    left: Math.min(...lngs),
    right: Math.max(...lngs),
    geosearch: ring,
  };
  return listings({ filters: pageAndSort(rng), coordinates });
};

const pins = (coordinates: { top: number; bottom: number; left: number; right: number }) =>
  `/api/v1/map/pins/${encodeListingsQuery({ filters: {}, coordinates })}`;

/**
 * The whole Austin view at zoom 10 (1.1° by 0.95°), each request nudged up to 0.05° so that no two
 * share an answer: the pins query itself, never the server's cache.
 */
export const austinPins: PathMaker = (rng) => {
  const dLat = round(rng.float(-0.05, 0.05));
  const dLng = round(rng.float(-0.05, 0.05));
  return pins({ top: 30.75 + dLat, bottom: 29.8 + dLat, left: -98.3 + dLng, right: -97.2 + dLng });
};

const boxOf = (area: { north: number; south: number; east: number; west: number }) => ({
  top: area.north,
  bottom: area.south,
  left: area.west,
  right: area.east,
});

/**
 * What the map itself asks for (src/map/tiles-to-fetch.ts) as visitors look around the metros at zoom
 * 10–14: half of them a view's first pins (its grid-aligned area), half the strip a pan of a third of
 * the view brings in. Areas are on a grid, so visitors near one another ask for the same ones, and the
 * server's cache answers part of them, as it would in production.
 */
export const mapPinAreas: PathMaker = (rng) => {
  const metro = rng.weighted(metros);
  const view = viewport(rng, metro, rng.int(10, 14), 0.15);
  const box = { north: view.top, south: view.bottom, east: view.right, west: view.left };
  const first = tilesToFetch(box, []);
  if (rng.chance(0.5)) return pins(boxOf(first[0] ?? box));
  const dx = ((box.east - box.west) / 3) * (rng.chance(0.5) ? 1 : -1);
  const panned = { ...box, east: box.east + dx, west: box.west + dx };
  return pins(boxOf(tilesToFetch(panned, first)[0] ?? panned));
};

const cityNames = geography.cities.map((city) => city.name);
const zips = geography.postalCodes.map((zip) => zip.code);

/** What visitors type into the search box: 2–5 characters of a city, a street, a ZIP or a house number. */
export const typedPrefixes: PathMaker = (rng) => {
  const source = rng.weighted([
    [() => rng.pick(cityNames), 4],
    [() => rng.pick(streetVocabulary.names), 3],
    [() => rng.pick(zips), 2],
    [() => String(rng.int(100, 29_999)), 1],
  ] as const)();
  const text = source.toLowerCase().slice(0, rng.int(2, 5)).trimEnd();
  return `/api/searchAddress/${encodeURIComponent(text)}`;
};

/** Each request of a run draws its own path; the same seed draws the same paths in the same order. */
export function drawPaths(make: PathMaker, seed: number): () => string {
  const rng = createRng(seed);
  return () => make(rng);
}
