import Supercluster from 'supercluster';
import type { MapPin } from '../contract/expand-map-pins';
import { CLUSTER_MAX_ZOOM, MIN_ZOOM } from '../lib/constants';
import type { GeoBox } from './map-adapter';

/** A marker the map shows: a cluster of pins, or one pin (one coordinate, one or more listings). */
export type PinMarker =
  | { kind: 'cluster'; id: string; clusterId: number; lng: number; lat: number; count: number }
  | { kind: 'pin'; id: string; lng: number; lat: number; pin: MapPin };

export interface PinIndex {
  /** Listings in the index (a pin may hold several). */
  readonly listingCount: number;
  /** The clusters and single pins inside `box` at `zoom`. */
  markersIn(box: GeoBox, zoom: number): PinMarker[];
  /** The zoom at which a cluster falls apart into smaller clusters or pins. */
  expansionZoom(clusterId: number): number;
}

interface PinProps {
  pin: MapPin;
}

interface ClusterSum {
  listings: number;
}

/**
 * Clusters pins with supercluster (SPEC §2: clusters stop at zoom 14, above it every pin stands alone).
 * A cluster counts listings, not coordinates, so three homes in one building weigh three.
 */
export function createPinIndex(pins: readonly MapPin[]): PinIndex {
  const index = new Supercluster<PinProps, ClusterSum>({
    // No levels below the map's minimum zoom: building them is a third of the indexing time, for nothing.
    minZoom: MIN_ZOOM,
    maxZoom: CLUSTER_MAX_ZOOM,
    radius: 60,
    map: (props) => ({ listings: props.pin.listings.length }),
    reduce: (sum, props) => {
      sum.listings += props.listings;
    },
  });
  index.load(
    pins.map((pin) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [pin.lng, pin.lat] },
      properties: { pin },
    })),
  );
  const listingCount = pins.reduce((sum, pin) => sum + pin.listings.length, 0);

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
        // A pin's own properties pass through verbatim.
        const { pin } = props;
        return { kind: 'pin', id: `p${pin.lat},${pin.lng}`, lng, lat, pin };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
