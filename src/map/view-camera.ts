import { DEFAULT_CENTER_LAT, DEFAULT_CENTER_LNG, LISTINGS_ZOOM } from '../lib/constants';
import type { ListingsMapView } from '../lib/listings-filters/listings-filter-state';
import type { MapCamera } from './map-adapter';

/**
 * Where the listings map looks for the URL's view: its zoom and centre where it has them (a shared link,
 * Back), else Austin at zoom 13 (SPEC §9).
 */
export function viewCamera(view: ListingsMapView): MapCamera {
  return {
    lat: view.center?.latitude ?? DEFAULT_CENTER_LAT,
    lng: view.center?.longitude ?? DEFAULT_CENTER_LNG,
    zoom: view.zoom ?? LISTINGS_ZOOM,
  };
}
