import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapCamera } from '../../../map/map-adapter';
import { viewCamera } from '../../../map/view-camera';
import { BaseMapNote } from '../../../parts/map/base-map-note';
import mapStyles from '../../../parts/map/listings-map.css?inline';
import { useBaseMap } from '../../../parts/map/use-base-map';
import { useMapAdapter } from '../../../parts/map/use-map-adapter';
import { configAtom } from '../../../state/config-atom';
import { highlightedListingAtom } from '../../../state/highlighted-listing-atom';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import { ShadowStyle } from '../../../ui/shadow-style';
import { useT } from '../../../ui/use-t';
import { MapDrawControl } from './map-draw-control';
import { MapPlaceSearch } from './map-place-search';
import { MapPopup } from './map-popup';
import { type PopupPlacement, popupPlacement } from './popup-placement';
import { useAreaOutline } from './use-area-outline';
import { useDrawnBoundary } from './use-drawn-boundary';
import { useMapSearch } from './use-map-search';
import { usePinMarkers } from './use-pin-markers';

interface Props {
  /** A Mapbox token; without one, /api/config's `map_token`; without either, /api/config's base map. */
  mapToken?: string | undefined;
}

/**
 * The listings map (SPEC §2 "Map behaviour", DESIGN "Map"): clustered pins for every match in view, a
 * popup per pin (the map holds still while it is open), the chosen location's outline, the search
 * following the view, and draw to search (a drawn area replaces the view as the search area). Loaded
 * lazily by `ListingsMapSlot`; the default export is for `React.lazy`.
 */
function ListingsMap({ mapToken }: Props) {
  const { t } = useT();
  const config = useAtomValue(configAtom);
  const filters = useAtomValue(listingsFilterAtom);
  const setHighlighted = useSetAtom(highlightedListingAtom);
  const container = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const [drawing, setDrawing] = useState(false);
  const token = mapToken?.trim() || config?.map_token?.trim() || null;

  // The URL's zoom and centre where it has them (a shared link, Back), else Austin at zoom 13 (SPEC §9); a chosen
  // location recentres once its area is known (useAreaOutline).
  const initialCamera = useCallback((): MapCamera => viewCamera(filters.map), [filters.map]);
  const baseMap = useBaseMap(mapToken?.trim() || null);
  const map = useMapAdapter(container, baseMap, initialCamera, {
    title: t('map.label'),
    zoomIn: t('map.zoomIn'),
    zoomOut: t('map.zoomOut'),
  });
  useMapSearch(map);
  useAreaOutline(map);
  useDrawnBoundary(map);
  const [opened, setOpened] = usePinMarkers(map);
  const [placement, setPlacement] = useState<PopupPlacement | null>(null);

  const close = useCallback(() => {
    setOpened(null);
    setHighlighted(null);
  }, [setOpened, setHighlighted]);

  // SPEC §2: while a popup is open the map does not drag, zoom or scroll; closing turns them back on.
  useEffect(() => {
    if (!map || !opened) return;
    map.setInteractive(false);
    const pin = map.project(opened.pin.lng, opened.pin.lat);
    const size = { width: container.current?.clientWidth ?? 0, height: container.current?.clientHeight ?? 0 };
    setPlacement(popupPlacement(pin, size));
    setHighlighted(opened.pin.listings[0]?.ListingKeyNumeric ?? null);
    const { element } = opened;
    return () => {
      map.setInteractive(true);
      // Focus goes back to the pin that opened the popup, as after any dialog.
      if (element.isConnected) element.focus();
    };
  }, [map, opened, setHighlighted]);

  // SPEC §2: a click on the map closes the info window and clears the highlighted item.
  useEffect(() => map?.onClick(close), [map, close]);

  return (
    <section
      ref={section}
      className={drawing ? 'bb-map drawing' : 'bb-map'}
      aria-label={t('map.label')}
      part="map"
    >
      <ShadowStyle css={`${map?.css ?? ''}\n${mapStyles}`} />
      <div ref={container} className="bb-map-canvas" data-engine={map?.engine} />
      <BaseMapNote map={map} />
      <MapPlaceSearch map={map} mapboxToken={token} />
      <MapDrawControl map={map} section={section} onStart={close} onDrawingChange={setDrawing} />
      {opened && placement && (
        <MapPopup pin={opened.pin} nearby={opened.nearby} placement={placement} onClose={close} />
      )}
    </section>
  );
}

export default ListingsMap;
