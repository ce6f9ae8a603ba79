import type { ListingsMapView } from '../lib/listings-filters/listings-filter-state';
import type { MapCamera } from './map-adapter';

/**
 * A camera as the URL keeps it (SPEC §2 zoom, centerLatitude, centerLongitude): zoom to two decimals,
 * the centre to six (≈ 11 cm), which is what the filter codec accepts.
 */
export function urlCamera(camera: MapCamera): ListingsMapView {
  return {
    zoom: Math.round(camera.zoom * 100) / 100,
    center: {
      latitude: Math.round(camera.lat * 1e6) / 1e6,
      longitude: Math.round(camera.lng * 1e6) / 1e6,
    },
  };
}

/**
 * Where the URL asks the map to look, or null when it already looks there (or the URL says nothing):
 * a URL with only a zoom, or only a centre, keeps the other from the map.
 */
export function cameraToApply(camera: MapCamera, view: ListingsMapView): MapCamera | null {
  const target = {
    zoom: view.zoom ?? camera.zoom,
    lat: view.center?.latitude ?? camera.lat,
    lng: view.center?.longitude ?? camera.lng,
  };
  const same =
    Math.abs(camera.zoom - target.zoom) < 0.01 &&
    Math.abs(camera.lat - target.lat) < 1e-5 &&
    Math.abs(camera.lng - target.lng) < 1e-5;
  return same ? null : target;
}
