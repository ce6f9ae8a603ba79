import type { ListingsQuery } from '../contract';
import type { GeoBox } from './map-adapter';
import type { PinMarker } from './pin-marker';
import type { PinsPort } from './pins-worker-port';

export interface PinsSourceListeners {
  /** The markers of the latest view (from the newest pins that have landed so far). */
  onMarkers(markers: readonly PinMarker[]): void;
  /** True from a load until its markers for the latest view are handed over (or it failed). */
  onBusy(busy: boolean): void;
}

/** The map's pins, as the main thread sees them: ask, and be told the markers in view. */
export interface PinsSource {
  /** Fetch and cluster the pins of `query` from the API at `base` (absolute); `byArea`: see the worker. */
  load(base: string, query: ListingsQuery, byArea?: boolean): void;
  /** The map settled here: which markers are in view? */
  view(box: GeoBox, zoom: number): void;
  /** The zoom at which a shown cluster splits; null if its pins have been replaced since. */
  expansionZoom(clusterId: number): Promise<number | null>;
  destroy(): void;
}

/**
 * The main-thread side of the pins worker. Every load and view is numbered; an answer is used only if
 * it is for the latest view, so an answer that a newer move or filter has overtaken never reaches the
 * screen (the worker itself aborts a superseded fetch).
 */
export function createPinsWorkerClient(port: PinsPort, listeners: PinsSourceListeners): PinsSource {
  let lastView = 0;
  let lastLoad = 0;
  let shownLoad = 0;
  let busy = false;
  let lastAsk = 0;
  const asks = new Map<number, (zoom: number | null) => void>();

  const setBusy = (next: boolean) => {
    if (busy === next) return;
    busy = next;
    listeners.onBusy(next);
  };

  port.onAnswer((answer) => {
    switch (answer.type) {
      case 'markers':
        if (answer.view !== lastView) return;
        shownLoad = answer.load;
        listeners.onMarkers(answer.markers);
        if (answer.load === lastLoad) setBusy(false);
        return;
      case 'failed':
        if (answer.load !== lastLoad) return;
        console.warn(`[bluebonnet] The map pins could not be loaded: ${answer.message}`);
        setBusy(false);
        return;
      case 'expansion':
        asks.get(answer.ask)?.(answer.zoom);
        asks.delete(answer.ask);
        return;
    }
  });

  return {
    load(base, query, byArea = false) {
      lastLoad += 1;
      setBusy(true);
      port.post({ type: 'load', load: lastLoad, base, query, byArea });
    },
    view(box, zoom) {
      lastView += 1;
      port.post({ type: 'view', view: lastView, box, zoom });
    },
    expansionZoom(clusterId) {
      lastAsk += 1;
      const ask = lastAsk;
      return new Promise((resolve) => {
        asks.set(ask, resolve);
        port.post({ type: 'expand', ask, load: shownLoad, clusterId });
      });
    },
    destroy() {
      port.onAnswer(() => {});
      port.close();
      for (const resolve of asks.values()) resolve(null);
      asks.clear();
    },
  };
}
