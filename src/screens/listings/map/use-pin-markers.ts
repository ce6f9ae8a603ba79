import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { MapPin } from '../../../contract';
import type { MapAdapter } from '../../../map/map-adapter';
import { createPinMarkers, type PinMarkers } from '../../../map/pin-markers';
import { useT } from '../../../ui/use-t';
import { highlightedListingAtom } from './highlighted-listing-atom';
import { mapPinsAtom } from './map-pins-atom';

/** A pin the visitor opened, with the element to return focus to. */
export interface OpenedPin {
  readonly pin: MapPin;
  readonly element: HTMLElement;
}

/**
 * The clusters and pins of the current search on `map`, kept in step with the pins call, the language
 * and the highlighted listing. Returns the pin the visitor last chose (its popup's content).
 */
export function usePinMarkers(map: MapAdapter | null): [OpenedPin | null, (pin: OpenedPin | null) => void] {
  const { lang } = useT();
  const pins = useAtomValue(mapPinsAtom);
  const highlighted = useAtomValue(highlightedListingAtom);
  const [opened, setOpened] = useState<OpenedPin | null>(null);
  const [markers, setMarkers] = useState<PinMarkers | null>(null);
  const langRef = useRef(lang);
  langRef.current = lang;

  useEffect(() => {
    if (!map) return;
    const created = createPinMarkers(map, langRef.current, {
      onPin: (pin, element) => setOpened({ pin, element }),
    });
    setMarkers(created);
    return () => {
      created.destroy();
      setMarkers(null);
    };
  }, [map]);

  useEffect(() => {
    if (pins?.ok) markers?.setPins(pins.pins);
  }, [pins, markers]);

  useEffect(() => {
    markers?.setLang(lang);
  }, [lang, markers]);

  useEffect(() => {
    markers?.highlight(highlighted);
  }, [highlighted, markers]);

  return [opened, setOpened];
}
