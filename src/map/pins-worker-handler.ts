import type { ApiResult } from '../api/api-result';
import type { ListingsQuery, MapPinsResponse } from '../contract';
import type { GeoBox } from './map-adapter';
import { createPinIndex, type PinChunk } from './pin-index';
import { createPinTileCache, type PinTileCache } from './pin-tile-cache';
import type { PinsAnswer, PinsRequest } from './pins-worker-protocol';

/** The pins call, as the handler needs it (the API client in the worker; a stub in tests). */
export type FetchPins = (
  base: string,
  query: ListingsQuery,
  signal: AbortSignal,
) => Promise<ApiResult<MapPinsResponse>>;

/**
 * The area of a load whose coordinates are the map's view (the main thread says so: a drawn boundary
 * may be the very same rectangle): its pins can be fetched by area and kept across moves. Null for any
 * other load, and for a box across the antimeridian, which is fetched whole.
 */
function viewArea(request: Extract<PinsRequest, { type: 'load' }>): GeoBox | null {
  const area = request.query.coordinates;
  if (!request.byArea || !area || area.left > area.right) return null;
  return { north: area.top, south: area.bottom, east: area.right, west: area.left };
}

/** The query of the map's view narrowed to one area to fetch. */
const queryFor = (query: ListingsQuery, area: GeoBox): ListingsQuery => ({
  ...query,
  coordinates: { top: area.north, right: area.east, bottom: area.south, left: area.west },
});

/**
 * The pins worker's logic, free of any worker API so it runs in tests and, where there is no Worker,
 * on the main thread: it fetches, validates and expands the pins, clusters them, and answers the
 * markers of the latest view. All the heavy work of a map move (parsing JSON, building the cluster tree
 * of ~18,000 Austin pins) happens here; the main thread only receives what is in view.
 *
 * A search over the map's view is fetched by area (`createPinTileCache`): a pan asks the server only for
 * the strip that came into view, a zoom in for nothing, and a move back for nothing either; the tree is
 * built over every area held. Other searches (a location, a drawn boundary) are fetched whole.
 *
 * A newer load aborts the one in flight, and a load that lands answers for the latest view it was told,
 * so nothing stale is ever posted as current: answers carry the view and load they belong to, and the
 * main thread drops any that are not its latest.
 */
export function createPinsWorkerHandler(
  fetchPins: FetchPins,
  post: (answer: PinsAnswer) => void,
  cache: PinTileCache = createPinTileCache(),
): (request: PinsRequest) => Promise<void> {
  let index = createPinIndex([]);
  // Loads from `indexedSince` to `indexedLoad` share the tree: a load that fetched nothing keeps it.
  let indexedSince = 0;
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

  // Whether the tree is built over the cache's areas (and not over a whole-search answer).
  let indexedFromCache = false;

  /** The pins a load brings, or why they could not be had; 'same' when the tree already holds them. */
  const fetchLoad = async (
    request: Extract<PinsRequest, { type: 'load' }>,
    signal: AbortSignal,
  ): Promise<{ chunks: readonly PinChunk[]; fromCache: boolean } | { failed: string } | 'same'> => {
    const area = viewArea(request);
    if (!area) {
      const result = await fetchPins(request.base, request.query, signal);
      return result.ok
        ? { chunks: [{ pins: result.value.data }], fromCache: false }
        : { failed: result.failure.message };
    }
    const { coordinates: _area, ...search } = request.query;
    const areas = cache.toFetch(JSON.stringify([request.base, search]), area);
    if (areas.length === 0 && indexedFromCache) return 'same';
    const results = await Promise.all(
      areas.map((part) => fetchPins(request.base, queryFor(request.query, part), signal)),
    );
    // Overtaken: the cache may already hold another search, which these pins must not join.
    if (signal.aborted) return 'same';
    for (const [i, result] of results.entries()) {
      if (!result.ok) return { failed: result.failure.message };
      const part = areas[i];
      if (part) cache.add({ area: part, pins: result.value.data }, area);
    }
    return { chunks: cache.chunks(), fromCache: true };
  };

  return async (request) => {
    switch (request.type) {
      case 'view':
        view = request;
        answerView();
        return;
      case 'expand': {
        let zoom: number | null = null;
        // Cluster ids are positions in one tree: against another tree they name another cluster.
        if (request.load >= indexedSince && request.load <= indexedLoad) {
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
        const loaded = await fetchLoad(request, controller.signal);
        if (inFlight !== controller) return; // a newer load took over; its answer is the one that counts
        inFlight = null;
        if (loaded !== 'same' && 'failed' in loaded) {
          // Parts that did land are held but not in the tree: the next load must build it again.
          indexedFromCache = false;
          post({ type: 'failed', load: request.load, message: loaded.failed });
          return;
        }
        if (loaded !== 'same') {
          index = createPinIndex(loaded.chunks);
          indexedSince = request.load;
          indexedFromCache = loaded.fromCache;
        }
        indexedLoad = request.load;
        answerView();
        return;
      }
    }
  };
}
