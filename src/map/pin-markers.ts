import { isLeaseType, type ListingsQuery, type MapPin } from '../contract';
import type { Lang } from '../lib/i18n/lang';
import type { MarkerFrame } from './clear-spot';
import { declutterMarkers, type ShownMarker } from './declutter-markers';
import type { MapAdapter, MapMarker } from './map-adapter';
import { createMarkerButton, renderClusterElement, renderPinElement } from './marker-element';
import { markerFrame } from './marker-frame';
import type { PinMarker } from './pin-marker';
import { createPinsWorkerClient } from './pins-worker-client';
import type { PinsPort } from './pins-worker-port';

export interface PinMarkersOptions {
  /**
   * A pin was chosen: open its popup (all listings at that coordinate). `nearby`: the pins of several
   * coordinates too close to tell apart, gathered into one tag and opened together.
   */
  onPin(pin: MapPin, element: HTMLElement, nearby: boolean): void;
  /** What stands over the map (search box, buttons, notes): markers keep clear of it and of the edges. */
  overMap?(): Iterable<Element>;
}

export interface PinMarkers {
  /**
   * Show the pins of `query` from the API at `base` (absolute); the previous pins stay until they land.
   * `byArea`: the query's coordinates are the map's view, so its pins may be fetched by area.
   */
  load(base: string, query: ListingsQuery, byArea?: boolean): void;
  setLang(lang: Lang): void;
  /** Marks the pin holding this listing (a hovered card); null clears it. */
  highlight(listingKey: number | null): void;
  destroy(): void;
}

interface Shown {
  readonly marker: MapMarker;
  readonly element: HTMLButtonElement;
  current: ShownMarker;
}

/**
 * Keeps the map's HTML markers in step with the pins and the view. The pins live in the pins worker
 * (`port`), which sends back only the clusters and pins in view after every move or load; here they
 * become buttons with as few DOM changes as possible: a marker still in view keeps its element, and the
 * element of one that left the view is moved and relabelled for one that entered it rather than removed
 * and created again (a pan at zoom 10 replaces most clusters). Markers that would overlap are gathered
 * first (declutterMarkers), and each stands whole inside the map and clear of what stands over it
 * (`overMap`), judged afresh at every answer (every load and every moveend), so every one can be seen
 * and clicked. Clicking a cluster zooms in until it splits
 * (SPEC §2). While a load is on its way the markers' container is `aria-busy`.
 */
export function createPinMarkers(
  map: MapAdapter,
  lang: Lang,
  port: PinsPort,
  options: PinMarkersOptions,
): PinMarkers {
  let currentLang = lang;
  let highlighted: number | null = null;
  let shown = new Map<string, Shown>();
  let received: readonly PinMarker[] = [];
  // The search's property type: a lease's tags read per month.
  let lease = false;
  const container = map.canvas.parentElement;

  const source = createPinsWorkerClient(port, {
    onMarkers: (markers) => apply(markers),
    onBusy: (busy) => container?.setAttribute('aria-busy', String(busy)),
  });

  const activate = (entry: Shown) => {
    const target = entry.current;
    if (target.kind !== 'cluster') {
      options.onPin(target.pin, entry.element, target.kind === 'nearby');
      return;
    }
    void source.expansionZoom(target.clusterId).then((splits) => {
      const zoom = map.camera().zoom;
      // Null: the pins were replaced since; two steps closer still breaks the cluster up.
      const to = splits === null ? zoom + 2 : Math.min(splits, 20);
      // Around its own spot, not where it was nudged to: zoomed in, that gap would grow out of the view.
      const { lat, lng } = target.home ?? target;
      map.easeTo({ lat, lng, zoom: Math.max(to, zoom + 1) }, 'user');
    });
  };

  const mark = (entry: Shown) => {
    const target = entry.current;
    const on =
      highlighted !== null &&
      target.kind !== 'cluster' &&
      target.pin.listings.some((listing) => listing.ListingKeyNumeric === highlighted);
    entry.element.classList.toggle('highlighted', on);
  };

  const draw = (entry: Shown) => {
    const target = entry.current;
    if (target.kind === 'cluster') renderClusterElement(entry.element, currentLang, target.count);
    else
      renderPinElement(entry.element, currentLang, target.pin, { nearby: target.kind === 'nearby', lease });
    mark(entry);
  };

  const show = (entry: Shown, target: ShownMarker) => {
    const before = entry.current;
    entry.current = target;
    if (before.lng !== target.lng || before.lat !== target.lat)
      entry.marker.setPosition(target.lng, target.lat);
    if (looksDifferent(before, target)) draw(entry);
  };

  // A control that grows (Draw's panel opening) or a map resized moves no camera: the markers are judged
  // again as it happens, not at the next move.
  const resized =
    options.overMap && typeof ResizeObserver !== 'undefined'
      ? new ResizeObserver(() => apply(received))
      : null;
  resized?.observe(map.canvas);

  // The map's frame as the engine draws it now, and what stands over it.
  const frame = (): MarkerFrame | null => {
    if (!options.overMap) return null;
    const over = [...options.overMap()];
    for (const element of over) resized?.observe(element);
    return markerFrame(map.canvas, map.camera(), over);
  };

  function apply(markers: readonly PinMarker[]) {
    received = markers;
    const next = new Map<string, Shown>();
    const entering: ShownMarker[] = [];
    for (const target of declutterMarkers(markers, map.camera().zoom, currentLang, lease, frame())) {
      const entry = shown.get(target.id);
      if (entry && !next.has(target.id)) {
        shown.delete(target.id);
        show(entry, target);
        next.set(target.id, entry);
      } else {
        entering.push(target);
      }
    }
    // What is left in `shown` has left the view. A focused marker is never reused for another place:
    // the keyboard user would find themselves on a different pin without having moved.
    const spare = [...shown.values()].filter((entry) => !entry.element.matches(':focus'));
    for (const target of entering) {
      const reused = spare.pop();
      if (reused) {
        shown.delete(reused.current.id);
        show(reused, target);
        next.set(target.id, reused);
        continue;
      }
      const element = createMarkerButton(() => {
        const entry = [...shown.values()].find((candidate) => candidate.element === element);
        if (entry) activate(entry);
      });
      const entry: Shown = {
        element,
        current: target,
        marker: map.addMarker(element, target.lng, target.lat),
      };
      draw(entry);
      next.set(target.id, entry);
    }
    for (const entry of shown.values()) entry.marker.remove();
    shown = next;
  }

  const askView = () => source.view(map.visibleBox(), map.camera().zoom);
  const offMove = map.onMoveEnd(askView);
  askView();

  return {
    load(base, query, byArea = false) {
      const leasing = isLeaseType(query.moreFilters?.propertyType);
      if (leasing !== lease) {
        lease = leasing;
        for (const entry of shown.values()) draw(entry);
      }
      source.load(base, query, byArea);
    },
    setLang(next) {
      currentLang = next;
      for (const entry of shown.values()) draw(entry);
      // The tags' texts, and so their widths, may differ in the other language.
      apply(received);
    },
    highlight(listingKey) {
      highlighted = listingKey;
      for (const entry of shown.values()) mark(entry);
    },
    destroy() {
      offMove();
      resized?.disconnect();
      source.destroy();
      for (const entry of shown.values()) entry.marker.remove();
      shown.clear();
      container?.removeAttribute('aria-busy');
    },
  };
}

/** Whether the element's text, size, colour or name would change (position is handled apart). */
function looksDifferent(before: ShownMarker, after: ShownMarker): boolean {
  if (before.kind === 'cluster' && after.kind === 'cluster') return before.count !== after.count;
  if (before.kind === after.kind && before.kind !== 'cluster' && after.kind !== 'cluster') {
    return (
      before.pin !== after.pin && JSON.stringify(before.pin.listings) !== JSON.stringify(after.pin.listings)
    );
  }
  return true;
}
