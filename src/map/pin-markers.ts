import type { MapPin } from '../contract/expand-map-pins';
import type { Lang } from '../lib/i18n/lang';
import type { MapAdapter, MapMarker } from './map-adapter';
import { createMarkerButton, renderClusterElement, renderPinElement } from './marker-element';
import { createPinIndex, type PinIndex, type PinMarker } from './pin-index';

export interface PinMarkersOptions {
  /** A pin was chosen: open its popup (all listings at that coordinate). */
  onPin(pin: MapPin, element: HTMLElement): void;
}

export interface PinMarkers {
  setPins(pins: readonly MapPin[]): void;
  setLang(lang: Lang): void;
  /** Marks the pin holding this listing (a hovered card); null clears it. */
  highlight(listingKey: number | null): void;
  destroy(): void;
}

interface Shown {
  readonly marker: MapMarker;
  readonly element: HTMLButtonElement;
  current: PinMarker;
}

/**
 * Keeps the map's HTML markers in step with the pins and the view: after every move the clusters and pins
 * in view are recomputed and only the markers that changed are touched, so a pan over a metro moves no
 * more DOM than it must. Clicking a cluster zooms in until it splits (SPEC §2).
 */
export function createPinMarkers(map: MapAdapter, lang: Lang, options: PinMarkersOptions): PinMarkers {
  let index: PinIndex = createPinIndex([]);
  let currentLang = lang;
  let highlighted: number | null = null;
  const shown = new Map<string, Shown>();

  const activate = (entry: Shown) => {
    const target = entry.current;
    if (target.kind === 'pin') {
      options.onPin(target.pin, entry.element);
      return;
    }
    const zoom = Math.min(index.expansionZoom(target.clusterId), 20);
    map.easeTo({ lat: target.lat, lng: target.lng, zoom: Math.max(zoom, map.camera().zoom + 1) }, 'user');
  };

  const draw = (entry: Shown) => {
    const target = entry.current;
    if (target.kind === 'cluster') renderClusterElement(entry.element, currentLang, target.count);
    else renderPinElement(entry.element, currentLang, target.pin);
    const keys = entry.element.dataset.listingKeys?.split(' ') ?? [];
    entry.element.classList.toggle('highlighted', highlighted !== null && keys.includes(String(highlighted)));
  };

  const refresh = () => {
    const wanted = index.markersIn(map.visibleBox(), map.camera().zoom);
    const keep = new Set<string>();
    for (const target of wanted) {
      keep.add(target.id);
      const existing = shown.get(target.id);
      if (existing) {
        if (changed(existing.current, target)) {
          existing.current = target;
          existing.marker.setPosition(target.lng, target.lat);
          draw(existing);
        }
        continue;
      }
      const element = createMarkerButton(() => {
        const entry = shown.get(target.id);
        if (entry) activate(entry);
      });
      const entry: Shown = {
        element,
        current: target,
        marker: map.addMarker(element, target.lng, target.lat),
      };
      shown.set(target.id, entry);
      draw(entry);
    }
    for (const [id, entry] of shown) {
      if (keep.has(id)) continue;
      entry.marker.remove();
      shown.delete(id);
    }
  };

  const offMove = map.onMoveEnd(refresh);

  return {
    setPins(pins) {
      index = createPinIndex(pins);
      refresh();
    },
    setLang(next) {
      currentLang = next;
      for (const entry of shown.values()) draw(entry);
    },
    highlight(listingKey) {
      highlighted = listingKey;
      for (const entry of shown.values()) draw(entry);
    },
    destroy() {
      offMove();
      for (const entry of shown.values()) entry.marker.remove();
      shown.clear();
    },
  };
}

function changed(before: PinMarker, after: PinMarker): boolean {
  if (before.kind !== after.kind || before.lng !== after.lng || before.lat !== after.lat) return true;
  if (before.kind === 'cluster' && after.kind === 'cluster') return before.count !== after.count;
  return before !== after && JSON.stringify(before) !== JSON.stringify(after);
}
