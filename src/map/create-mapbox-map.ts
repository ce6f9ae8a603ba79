import mapboxgl from 'mapbox-gl';
import mapboxCss from 'mapbox-gl/dist/mapbox-gl.css?inline';
import { MIN_ZOOM } from '../lib/constants';
import type { GlMap } from './gl-map';
import type { MapAdapter, MapCamera, MapLabels } from './map-adapter';
import { wrapGlMap } from './wrap-gl-map';

/** The Mapbox style used when the brokerage configures a token (DESIGN "Map"). */
export const MAPBOX_STYLE = 'mapbox://styles/mapbox/streets-v12';

/** A mapbox-gl map on the Mapbox streets style, for brokerages with a Mapbox token. */
export function createMapboxMap(
  container: HTMLElement,
  camera: MapCamera,
  token: string,
  labels: MapLabels,
): MapAdapter {
  const map = new mapboxgl.Map({
    container,
    accessToken: token,
    style: MAPBOX_STYLE,
    center: [camera.lng, camera.lat],
    zoom: camera.zoom,
    minZoom: MIN_ZOOM,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    // The streets style is a globe below zoom 6; the listings map stays flat like the offline one.
    projection: 'mercator',
    locale: {
      'Map.Title': labels.title,
      'NavigationControl.ZoomIn': labels.zoomIn,
      'NavigationControl.ZoomOut': labels.zoomOut,
    },
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new mapboxgl.NavigationControl({ showCompass: false }), 'top-right');
  const glMap: GlMap = map;
  return wrapGlMap(glMap, 'mapbox', mapboxCss, (element, lngLat) =>
    new mapboxgl.Marker({ element, anchor: 'center' }).setLngLat(lngLat).addTo(map),
  );
}
