import type { FeatureCollection, Point } from 'geojson';
import type { Map as MaplibreMap, SymbolLayerSpecification } from 'maplibre-gl';
import * as v from 'valibot';

export const PLACES_SOURCE = 'bb-places';
const IMAGE_PREFIX = 'bb-place:';

/**
 * Which zoom a place's name appears from, by its size (ZIP codes): the dozen big cities over all of
 * Texas, the mid-sized towns once a region fills the map, every town when a county does. Collisions
 * between names are maplibre's own symbol placement, the larger place winning (`symbol-sort-key`).
 */
const TIERS = [
  { id: 'bb-places-city', minZoom: 5, minZips: 15, size: 14 },
  { id: 'bb-places-town', minZoom: 7, minZips: 3, size: 12.5 },
  { id: 'bb-places-village', minZoom: 9, minZips: 0, size: 11.5 },
] as const;

const placesSchema = v.array(v.tuple([v.string(), v.number(), v.number(), v.number()]));

/** The places file (scripts/make-texas-places.ts) as points, each with the tier that shows it. */
export async function loadPlaces(): Promise<FeatureCollection<Point>> {
  const rows = v.parse(placesSchema, (await import('./texas-places.json')).default);
  return {
    type: 'FeatureCollection',
    features: rows.map(([name, lng, lat, zips]) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: { name, zips, tier: TIERS.findIndex((tier) => zips >= tier.minZips) },
    })),
  };
}

function layer(tier: number): SymbolLayerSpecification {
  const { id, minZoom } = TIERS[tier] ?? TIERS[2];
  return {
    id,
    type: 'symbol',
    source: PLACES_SOURCE,
    minzoom: minZoom,
    filter: ['==', ['get', 'tier'], tier],
    layout: {
      'icon-image': ['concat', IMAGE_PREFIX, ['to-string', tier], ':', ['get', 'name']],
      'symbol-sort-key': ['-', ['get', 'zips']],
      'icon-padding': 4,
    },
  };
}

let drawing: CanvasRenderingContext2D | null = null;

/**
 * The one canvas every name is drawn on. `willReadFrequently` keeps it in memory: a canvas per name on the
 * GPU cost a read-back per `getImageData`, 2–5 ms a name, and a map move into new ground asks for dozens of
 * names in one task (up to 390 ms of main thread in bench/map-moveend.ts).
 */
function drawingContext(): CanvasRenderingContext2D | null {
  drawing ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  return drawing;
}

/** A name drawn with the page's system font and a white halo, as an image maplibre can place. */
function drawName(name: string, tier: number): { width: number; height: number; data: Uint8Array } | null {
  const ratio = Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1));
  const size = (TIERS[tier] ?? TIERS[2]).size * ratio;
  const context = drawingContext();
  if (!context) return null;
  const { canvas } = context;
  const font = `${tier === 0 ? 700 : 600} ${size}px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  context.font = font;
  const halo = 3 * ratio;
  canvas.width = Math.ceil(context.measureText(name).width + 2 * halo);
  canvas.height = Math.ceil(size * 1.3 + 2 * halo);
  // Setting the size cleared the canvas and its state.
  context.font = font;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = halo;
  context.strokeStyle = 'rgb(255 255 255 / 90%)';
  context.fillStyle = tier === 0 ? '#2b3038' : '#4a525e';
  context.strokeText(name, halo, canvas.height / 2);
  context.fillText(name, halo, canvas.height / 2);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return { width: pixels.width, height: pixels.height, data: new Uint8Array(pixels.data.buffer) };
}

/**
 * Adds the names of Texas cities and towns to a map whose style has no text (the offline style, our
 * PMTiles style). Why images and not text layers: maplibre 6 draws `text-field` only from glyph PBFs
 * fetched from a font server (`glyphs` in the style; its `localIdeographFontFamily` covers CJK only), which
 * the offline map must not need and we do not host. A symbol layer of `icon-image`s needs no glyphs, and
 * keeps maplibre's collision and sort keys; each name is drawn once, on first use
 * (`setMissingStyleImageResolver`), with the page's system font. Added again whenever the style is replaced.
 */
export function showPlaceLabels(map: MaplibreMap): void {
  let places: FeatureCollection<Point> | null = null;
  const add = () => {
    if (!places || !map.isStyleLoaded() || map.getSource(PLACES_SOURCE)) return;
    map.addSource(PLACES_SOURCE, { type: 'geojson', data: places });
    // The big cities last, so they are placed first and win collisions with towns.
    for (const tier of [2, 1, 0]) map.addLayer(layer(tier));
  };
  // maplibre 6 asks a resolver for a missing image (its `styleimagemissing` event now fires only after
  // the resolver, too late for this frame's placement: names drawn there never showed).
  map.setMissingStyleImageResolver((id) => {
    if (!id.startsWith(IMAGE_PREFIX) || map.hasImage(id)) return;
    const [, tier = '2', ...name] = id.split(':');
    const image = drawName(name.join(':'), Number(tier));
    if (image)
      map.addImage(id, image, { pixelRatio: Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1)) });
  });
  map.on('styledata', add);
  map.on('idle', add);
  loadPlaces().then(
    (loaded) => {
      places = loaded;
      add();
    },
    (error: unknown) => console.warn(`[bluebonnet] The city names could not be shown: ${String(error)}`),
  );
}
