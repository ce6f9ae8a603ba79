import { useEffect, useRef } from 'react';
import { DETAIL_MAP_ZOOM } from '../../lib/constants';
import type { LatLng } from '../../lib/listing-detail/straight-line-miles';
import { ShadowStyle } from '../../ui/shadow-style';
import { useT } from '../../ui/use-t';
import { BaseMapNote } from '../map/base-map-note';
import mapStyles from '../map/listings-map.css?inline';
import { useBaseMap } from '../map/use-base-map';
import { useMapAdapter } from '../map/use-map-adapter';

interface Props {
  at: LatLng;
  token: string | null;
  address: string;
}

/**
 * The listing's map (SPEC §2 "Map and Commute Times"): a marker on the listing at zoom 15, on the same
 * adapter and base map as the listings map (Mapbox with a token). A chunk of its own, loaded lazily.
 */
function DetailMap({ at, token, address }: Props) {
  const { t } = useT();
  const container = useRef<HTMLDivElement>(null);
  const baseMap = useBaseMap(token);
  const map = useMapAdapter(container, baseMap, () => ({ lat: at.lat, lng: at.lng, zoom: DETAIL_MAP_ZOOM }), {
    title: t('detail.mapLabel', { address }),
    zoomIn: t('map.zoomIn'),
    zoomOut: t('map.zoomOut'),
  });
  useEffect(() => {
    if (!map) return;
    const element = document.createElement('div');
    element.className = 'bb-pin active detail-marker';
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', address);
    element.textContent = '⌂';
    const marker = map.addMarker(element, at.lng, at.lat);
    map.jumpTo({ lat: at.lat, lng: at.lng, zoom: DETAIL_MAP_ZOOM });
    return () => marker.remove();
  }, [map, at.lat, at.lng, address]);
  return (
    <div className="detail-map">
      <ShadowStyle css={`${map?.css ?? ''}\n${mapStyles}`} />
      <div ref={container} className="bb-map-canvas" data-engine={map?.engine} />
      <BaseMapNote map={map} />
    </div>
  );
}

export default DetailMap;
