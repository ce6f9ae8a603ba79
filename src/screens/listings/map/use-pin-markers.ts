import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { MapPin } from '../../../contract';
import type { MapAdapter } from '../../../map/map-adapter';
import { createPinMarkers, type PinMarkers } from '../../../map/pin-markers';
import { createPinsWorkerPort } from '../../../map/pins-worker-port';
import { highlightedListingAtom } from '../../../state/highlighted-listing-atom';
import { useT } from '../../../ui/use-t';
import { mapPinsRequestAtom } from './map-pins-request-atom';

/**
 * What stands over the listings map, in its section (listings-map.css) or the engine's corners: the place
 * search, Draw, the fallback note, the zoom buttons and the attribution. Markers keep clear of them.
 */
const OVER_MAP = '.bb-map-place, .bb-map-draw, .bb-map-note, .maplibregl-ctrl, .mapboxgl-ctrl';

/** A pin the visitor opened, with the element to return focus to. */
export interface OpenedPin {
  readonly pin: MapPin;
  readonly element: HTMLElement;
  /** The pins of several coordinates gathered into one tag (declutterMarkers). */
  readonly nearby: boolean;
}

/**
 * The clusters and pins of the current search on `map`, kept in step with the search, the language and
 * the highlighted listing; the pins worker starts with the map and stops with it. Returns the pin the
 * visitor last chose (its popup's content).
 */
export function usePinMarkers(map: MapAdapter | null): [OpenedPin | null, (pin: OpenedPin | null) => void] {
  const { lang } = useT();
  const store = useStore();
  const highlighted = useAtomValue(highlightedListingAtom);
  const [opened, setOpened] = useState<OpenedPin | null>(null);
  const [markers, setMarkers] = useState<PinMarkers | null>(null);
  const langRef = useRef(lang);
  langRef.current = lang;

  useEffect(() => {
    if (!map) return;
    const created = createPinMarkers(map, langRef.current, createPinsWorkerPort(), {
      onPin: (pin, element, nearby) => setOpened({ pin, element, nearby }),
      overMap: () => map.canvas.closest('.bb-map')?.querySelectorAll(OVER_MAP) ?? [],
    });
    // A store subscription rather than a rendered value: the pins call leaves in the very task of the
    // map's moveend, instead of after the listings screen has re-rendered for the new view.
    const send = () => {
      const request = store.get(mapPinsRequestAtom);
      if (request) created.load(request.base, request.query, request.byArea);
    };
    send();
    const unsubscribe = store.sub(mapPinsRequestAtom, send);
    setMarkers(created);
    return () => {
      unsubscribe();
      created.destroy();
      setMarkers(null);
    };
  }, [map, store]);

  useEffect(() => {
    markers?.setLang(lang);
  }, [lang, markers]);

  useEffect(() => {
    markers?.highlight(highlighted);
  }, [highlighted, markers]);

  return [opened, setOpened];
}
