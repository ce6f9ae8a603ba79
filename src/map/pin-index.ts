import Supercluster, { type PointFeature } from 'supercluster';
import { emptyMapPins, type MapPins, mapPinAt } from '../contract';
import { CLUSTER_MAX_ZOOM, MIN_ZOOM } from '../lib/constants';
import type { GeoBox } from './map-adapter';
import type { PinMarker } from './pin-marker';

export interface PinIndex {
  /** Listings in the index (a pin may hold several). */
  readonly listingCount: number;
  /** The clusters and single pins inside `box` at `zoom`. */
  markersIn(box: GeoBox, zoom: number): PinMarker[];
  /** The zoom at which a cluster falls apart into smaller clusters or pins. */
  expansionZoom(clusterId: number): number;
}

interface PinProps {
  /** Which of the indexed answers the pin is from. */
  chunk: number;
  /** The pin's position in that answer's columns. */
  pin: number;
}

interface ClusterSum {
  listings: number;
}

/** One pins answer, and the area it answered when it was fetched by area (`createPinTileCache`). */
export interface PinChunk {
  readonly pins: MapPins;
  readonly area?: GeoBox;
}

/** Supercluster's cluster radius in pixels of its 512-pixel tiles. */
const RADIUS = 60;
/** How far inside its edges an area speaks for certain (pins are rounded to 6 decimals, areas are not). */
const EDGE = 1e-6;

/** Is the pin at lat/lng inside the area, clear of its edges? */
const wellInside = (area: GeoBox | undefined, lat: number, lng: number) =>
  area !== undefined &&
  lat > area.south + EDGE &&
  lat < area.north - EDGE &&
  lng > area.west + EDGE &&
  lng < area.east - EDGE;

/**
 * Clusters pins with supercluster (SPEC §2: clusters stop at zoom 14, above it every pin stands alone).
 * A cluster counts listings, not coordinates, so three homes in one building weigh three. Works on the
 * answers' columns: a pin becomes an object (with its listings and their addresses) only when a view
 * shows it, not all 18,000 of Austin each time the pins change.
 *
 * Takes the answer of a whole search, or the answers of several neighbouring areas, newest first. Where
 * areas overlap (a zoom out, an area fetched again once it grew old) the newest answer speaks for its
 * area: an older one's pins there are left out, so a listing sold since is not shown from it. Areas
 * also meet on shared edges, where a pin on the line comes in both answers: it is indexed once.
 */
export function createPinIndex(chunks: readonly PinChunk[]): PinIndex {
  const firstListing = chunks.map(({ pins }) => {
    const first = new Uint32Array(pins.count.length);
    let listings = 0;
    pins.count.forEach((n, i) => {
      first[i] = listings;
      listings += n;
    });
    return first;
  });
  const seen = new Set<string>();
  const points: PointFeature<PinProps>[] = [];
  let listingCount = 0;
  chunks.forEach(({ pins }, chunk) => {
    const newer = chunks.slice(0, chunk).map((other) => other.area);
    pins.lat.forEach((lat, pin) => {
      const lng = pins.lng[pin] ?? 0;
      if (chunks.length > 1) {
        const at = `${lat},${lng}`;
        if (seen.has(at) || newer.some((area) => wellInside(area, lat, lng))) return;
        seen.add(at);
      }
      listingCount += pins.count[pin] ?? 0;
      points.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [lng, lat] },
        properties: { chunk, pin },
      });
    });
  });
  const index = new Supercluster<PinProps, ClusterSum>({
    // No levels below the map's minimum zoom: building them is a third of the indexing time, for nothing.
    minZoom: MIN_ZOOM,
    maxZoom: CLUSTER_MAX_ZOOM,
    radius: RADIUS,
    map: (props) => ({ listings: chunks[props.chunk]?.pins.count[props.pin] ?? 1 }),
    reduce: (sum, props) => {
      sum.listings += props.listings;
    },
  });
  index.load(points);

  return {
    listingCount,
    markersIn(box, zoom) {
      // The index holds pins beyond the view, and a cluster stands where its pins average out: one just
      // outside the box may hold listings inside it. Reaching a cluster radius further keeps them shown.
      const level = Math.floor(zoom);
      const pad = (360 / 2 ** level) * (RADIUS / 512);
      const features = index.getClusters(
        [box.west - pad, Math.max(-90, box.south - pad), box.east + pad, Math.min(90, box.north + pad)],
        level,
      );
      return features.map((feature): PinMarker => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const props = feature.properties;
        if ('cluster' in props) {
          return {
            kind: 'cluster',
            id: `c${props.cluster_id}`,
            clusterId: props.cluster_id,
            lng,
            lat,
            count: props.listings,
          };
        }
        const pins = chunks[props.chunk]?.pins ?? emptyMapPins();
        const pin = mapPinAt(pins, props.pin, firstListing[props.chunk]?.[props.pin] ?? 0);
        return { kind: 'pin', id: `p${pin.lat},${pin.lng}`, lng, lat, pin };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
