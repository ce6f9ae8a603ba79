import {
  addProtocol,
  GeoJSONSource,
  Map as MaplibreMap,
  Marker,
  NavigationControl,
  type StyleSpecification,
} from 'maplibre-gl';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?inline';
import { Protocol } from 'pmtiles';
import { MIN_ZOOM } from '../lib/constants';
import type { MaplibreBaseMap } from './base-map';
import type { GlMap } from './gl-map';
import type { MapAdapter, MapCamera, MapLabels } from './map-adapter';
import { offlineStyle, TEXAS_COUNTIES_SOURCE, TEXAS_LAND_SOURCE } from './offline-style';
import { showPlaceLabels } from './place-labels';
import { pmtilesStyle } from './pmtiles-style';
import { loadTexasGeography } from './texas-geography';
import { watchBaseMap } from './watch-base-map';
import { wrapGlMap } from './wrap-gl-map';

/** How long a base map may take to draw before the offline style replaces it. */
export const BASE_MAP_TIMEOUT_MS = 5_000;

let pmtilesRegistered = false;

function styleOf(baseMap: MaplibreBaseMap): StyleSpecification | string {
  if (baseMap.kind === 'style') return baseMap.url;
  if (baseMap.kind === 'pmtiles') {
    // One protocol for the page: it keeps each archive's header and directories between maps.
    if (!pmtilesRegistered) addProtocol('pmtiles', new Protocol().tile);
    pmtilesRegistered = true;
    return pmtilesStyle(baseMap.url);
  }
  return offlineStyle();
}

/** Fills the offline style's Texas land and county sources (their geography is a chunk of its own). */
function fillOfflineGeography(map: MaplibreMap): void {
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
}

/**
 * A maplibre map on `baseMap`. A style from elsewhere (a URL, or our PMTiles file) that has not drawn
 * within BASE_MAP_TIMEOUT_MS, or fails first, is swapped for the offline style, which needs nothing but
 * our bundle; the markers are HTML and stay, our overlays are re-added once the new style has loaded
 * (wrap-gl-map.ts adds them on every `idle`), and `onBaseMapFallback` lets the screen say so.
 */
export function createMaplibreMap(
  container: HTMLElement,
  camera: MapCamera,
  labels: MapLabels,
  baseMap: MaplibreBaseMap,
): MapAdapter {
  const map = new MaplibreMap({
    container,
    style: styleOf(baseMap),
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

  let fellBack = false;
  const fallbackListeners = new Set<() => void>();
  const toOffline = () => {
    fellBack = true;
    console.warn('[bluebonnet] The base map did not load in time: showing the offline map instead.');
    map.once('style.load', () => fillOfflineGeography(map));
    map.setStyle(offlineStyle(), { diff: false });
    if (baseMap.kind === 'style') showPlaceLabels(map);
    for (const listener of fallbackListeners) listener();
  };
  const stopWatch = baseMap.kind === 'offline' ? () => {} : watchBaseMap(map, BASE_MAP_TIMEOUT_MS, toOffline);
  if (baseMap.kind === 'offline') map.once('load', () => fillOfflineGeography(map));
  // A style of ours has no text of its own: the city and town names are added to it.
  if (baseMap.kind !== 'style') showPlaceLabels(map);

  const glMap: GlMap = map;
  const adapter = wrapGlMap(glMap, 'maplibre', maplibreCss, (element, lngLat) =>
    new Marker({ element, anchor: 'center' }).setLngLat(lngLat).addTo(map),
  );
  return {
    ...adapter,
    onBaseMapFallback: (listener) => {
      if (fellBack) listener();
      fallbackListeners.add(listener);
      return () => fallbackListeners.delete(listener);
    },
    destroy: () => {
      stopWatch();
      fallbackListeners.clear();
      adapter.destroy();
    },
  };
}
