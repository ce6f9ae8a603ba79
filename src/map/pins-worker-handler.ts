import type { ApiResult } from '../api/api-result';
import type { ListingsQuery } from '../contract/listings-query';
import { emptyMapPins, type MapPinsResponse } from '../contract/map-pins';
import type { GeoBox } from './map-adapter';
import { createPinIndex } from './pin-index';
import type { PinsAnswer, PinsRequest } from './pins-worker-protocol';

/** The pins call, as the handler needs it (the API client in the worker; a stub in tests). */
export type FetchPins = (
  base: string,
  query: ListingsQuery,
  signal: AbortSignal,
) => Promise<ApiResult<MapPinsResponse>>;

/**
 * The pins worker's logic, free of any worker API so it runs in tests and, where there is no Worker,
 * on the main thread: it fetches, validates and expands the pins, clusters them, and answers the
 * markers of the latest view. All the heavy work of a map move (parsing ~1 MB of JSON, building the
 * cluster tree of ~18,000 Austin pins) happens here; the main thread only receives what is in view.
 *
 * A newer load aborts the one in flight, and a load that lands answers for the latest view it was told,
 * so nothing stale is ever posted as current: answers carry the view and load they belong to, and the
 * main thread drops any that are not its latest.
 */
export function createPinsWorkerHandler(
  fetchPins: FetchPins,
  post: (answer: PinsAnswer) => void,
): (request: PinsRequest) => Promise<void> {
  let index = createPinIndex(emptyMapPins());
  let indexedLoad = 0;
  let view: { view: number; box: GeoBox; zoom: number } | null = null;
  let inFlight: AbortController | null = null;

  const answerView = () => {
    post({
      type: 'markers',
      view: view?.view ?? 0,
      load: indexedLoad,
      markers: view ? index.markersIn(view.box, view.zoom) : [],
    });
  };

  return async (request) => {
    switch (request.type) {
      case 'view':
        view = request;
        answerView();
        return;
      case 'expand': {
        let zoom: number | null = null;
        // Cluster ids are positions in one tree: against another load's tree they name another cluster.
        if (request.load === indexedLoad) {
          try {
            zoom = index.expansionZoom(request.clusterId);
          } catch {
            zoom = null;
          }
        }
        post({ type: 'expansion', ask: request.ask, zoom });
        return;
      }
      case 'load': {
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        const result = await fetchPins(request.base, request.query, controller.signal);
        if (inFlight !== controller) return; // a newer load took over; its answer is the one that counts
        inFlight = null;
        if (!result.ok) {
          post({ type: 'failed', load: request.load, message: result.failure.message });
          return;
        }
        index = createPinIndex(result.value.data);
        indexedLoad = request.load;
        answerView();
        return;
      }
    }
  };
}
