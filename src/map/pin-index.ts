import Supercluster, { type PointFeature } from 'supercluster';
import { mapPinAt } from '../contract/expand-map-pins';
import { emptyMapPins, type MapPins } from '../contract/map-pins';
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

/**
 * Clusters pins with supercluster (SPEC §2: clusters stop at zoom 14, above it every pin stands alone).
 * A cluster counts listings, not coordinates, so three homes in one building weigh three. Works on the
 * answers' columns: a pin becomes an object (with its listings and their addresses) only when a view
 * shows it, not all 18,000 of Austin each time the pins change.
 *
 * Takes the pins answers of one area or of several neighbouring ones (`createPinTileCache`), newest first. Areas meet
 * on shared edges, where a pin on the line comes in both answers: it is indexed once, from the newest.
 */
export function createPinIndex(chunks: readonly MapPins[]): PinIndex {
  const firstListing = chunks.map((pins) => {
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
  chunks.forEach((pins, chunk) => {
    pins.lat.forEach((lat, pin) => {
      const lng = pins.lng[pin] ?? 0;
      if (chunks.length > 1) {
        const at = `${lat},${lng}`;
        if (seen.has(at)) return;
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
    radius: 60,
    map: (props) => ({ listings: chunks[props.chunk]?.count[props.pin] ?? 1 }),
    reduce: (sum, props) => {
      sum.listings += props.listings;
    },
  });
  index.load(points);

  return {
    listingCount,
    markersIn(box, zoom) {
      const features = index.getClusters([box.west, box.south, box.east, box.north], Math.floor(zoom));
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
        const pins = chunks[props.chunk] ?? emptyMapPins();
        const pin = mapPinAt(pins, props.pin, firstListing[props.chunk]?.[props.pin] ?? 0);
        return { kind: 'pin', id: `p${pin.lat},${pin.lng}`, lng, lat, pin };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
