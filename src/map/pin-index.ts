import Supercluster from 'supercluster';
import { mapPinAt } from '../contract/expand-map-pins';
import type { MapPins } from '../contract/map-pins';
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
  /** The pin's position in the pins answer's columns. */
  pin: number;
}

interface ClusterSum {
  listings: number;
}

/**
 * Clusters pins with supercluster (SPEC §2: clusters stop at zoom 14, above it every pin stands alone).
 * A cluster counts listings, not coordinates, so three homes in one building weigh three. Works on the
 * answer's columns: a pin becomes an object (with its listings and their addresses) only when a view
 * shows it, not all 18,000 of Austin each time the pins change.
 */
export function createPinIndex(pins: MapPins): PinIndex {
  const firstListing = new Uint32Array(pins.count.length);
  let listingCount = 0;
  pins.count.forEach((n, i) => {
    firstListing[i] = listingCount;
    listingCount += n;
  });
  const index = new Supercluster<PinProps, ClusterSum>({
    // No levels below the map's minimum zoom: building them is a third of the indexing time, for nothing.
    minZoom: MIN_ZOOM,
    maxZoom: CLUSTER_MAX_ZOOM,
    radius: 60,
    map: (props) => ({ listings: pins.count[props.pin] ?? 1 }),
    reduce: (sum, props) => {
      sum.listings += props.listings;
    },
  });
  index.load(
    pins.lat.map((lat, pin) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [pins.lng[pin] ?? 0, lat] },
      properties: { pin },
    })),
  );

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
        const pin = mapPinAt(pins, props.pin, firstListing[props.pin] ?? 0);
        return { kind: 'pin', id: `p${pin.lat},${pin.lng}`, lng, lat, pin };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
