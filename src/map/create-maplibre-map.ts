import { GeoJSONSource, Map as MaplibreMap, Marker, NavigationControl } from 'maplibre-gl';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?inline';
import { MIN_ZOOM } from '../lib/constants';
import type { GlMap } from './gl-map';
import type { MapAdapter, MapCamera, MapLabels } from './map-adapter';
import { offlineStyle, TEXAS_COUNTIES_SOURCE, TEXAS_LAND_SOURCE } from './offline-style';
import { loadTexasGeography } from './texas-geography';
import { wrapGlMap } from './wrap-gl-map';

/**
 * A maplibre map with the offline style: nothing but our own bundle and API is requested. Texas is
 * filled in once the map has drawn (its geography is a chunk of its own).
 */
export function createMaplibreMap(container: HTMLElement, camera: MapCamera, labels: MapLabels): MapAdapter {
  const map = new MaplibreMap({
    container,
    style: offlineStyle(),
    center: [camera.lng, camera.lat],
    zoom: camera.zoom,
    minZoom: MIN_ZOOM,
    // A listings map is north-up and flat: rotating and tilting only get visitors lost.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    attributionControl: { compact: true, customAttribution: 'U.S. Census Bureau' },
    locale: {
      'Map.Title': labels.title,
      'NavigationControl.ZoomIn': labels.zoomIn,
      'NavigationControl.ZoomOut': labels.zoomOut,
    },
  });
  map.touchZoomRotate.disableRotation();
  // Zoom buttons for those who cannot pinch or scroll (keys work once the map has focus).
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  const glMap: GlMap = map;
  map.once('load', () => {
    loadTexasGeography().then(
      ({ land, counties }) => {
        const landSource = map.getSource(TEXAS_LAND_SOURCE);
        const countiesSource = map.getSource(TEXAS_COUNTIES_SOURCE);
        if (landSource instanceof GeoJSONSource) landSource.setData(land);
        if (countiesSource instanceof GeoJSONSource) countiesSource.setData(counties);
      },
      (error: unknown) =>
        console.warn(`[bluebonnet] The Texas county map could not be drawn: ${String(error)}`),
    );
  });
  return wrapGlMap(glMap, 'maplibre', maplibreCss, (element, lngLat) =>
    new Marker({ element, anchor: 'center' }).setLngLat(lngLat).addTo(map),
  );
}
