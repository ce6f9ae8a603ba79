import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../src/api/api-result';
import { emptyMapPins, type ListingsQuery, type MapPinsResponse } from '../../../src/contract';
import { createPinsWorkerHandler, type FetchPins } from '../../../src/map/pins-worker-handler';
import type { PinsAnswer } from '../../../src/map/pins-worker-protocol';
import { AUSTIN_BOX, pinsAnswer } from './pins-worker-fixtures';

type Result = ApiResult<MapPinsResponse>;

/** A pins call answered by hand, to order answers as a slow network would. */
function manualFetch() {
  const calls: { signal: AbortSignal; answer: (result: Result) => void }[] = [];
  const fetchPins: FetchPins = (_base, _query, signal) =>
    new Promise<Result>((resolve) => calls.push({ signal, answer: resolve }));
  return { calls, fetchPins };
}

const load = (n: number) => ({
  type: 'load' as const,
  load: n,
  base: 'http://api.test/',
  query: { filters: {} },
  byArea: false,
});
const view = (n: number, zoom: number) => ({ type: 'view' as const, view: n, box: AUSTIN_BOX, zoom });
const markers = (answer: PinsAnswer | undefined) => (answer?.type === 'markers' ? answer : null);

describe('createPinsWorkerHandler', () => {
  it('answers a view before any pins with no markers, then the markers of the latest view once pins land', async () => {
    const posted: PinsAnswer[] = [];
    const { calls, fetchPins } = manualFetch();
    const handle = createPinsWorkerHandler(fetchPins, (answer) => posted.push(answer));
    await handle(view(1, 15));
    expect(posted).toEqual([{ type: 'markers', view: 1, load: 0, markers: [] }]);

    const loading = handle(load(1));
    await handle(view(2, 16)); // the map moved while the pins were on their way
    calls[0]?.answer({ ok: true, value: pinsAnswer(40) });
    await loading;
    const last = markers(posted.at(-1));
    expect(last).toMatchObject({ view: 2, load: 1 });
    expect(last?.markers).toHaveLength(40);
    expect(last?.markers.every((marker) => marker.kind === 'pin')).toBe(true);
    const first = last?.markers.find(
      (marker) => marker.kind === 'pin' && marker.pin.listings[0]?.ListingKeyNumeric === 1,
    );
    expect(first?.kind === 'pin' && first.pin.listings[0]?.Address).toBe('100 Elm St');
  });

  it('aborts a load a newer one replaces, and never posts its pins', async () => {
    const posted: PinsAnswer[] = [];
    const { calls, fetchPins } = manualFetch();
    const handle = createPinsWorkerHandler(fetchPins, (answer) => posted.push(answer));
    await handle(view(1, 15));
    const older = handle(load(1));
    const newer = handle(load(2));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    // The newer answer lands first; the older one (had its server ignored the abort) lands after it.
    calls[1]?.answer({ ok: true, value: pinsAnswer(3, 500) });
    await newer;
    calls[0]?.answer({ ok: true, value: pinsAnswer(40) });
    await older;
    const answers = posted.flatMap((answer) => (answer.type === 'markers' ? [answer] : []));
    expect(answers.map((answer) => answer.load)).toEqual([0, 2]);
    expect(answers[1]?.markers).toHaveLength(3);
  });

  it('says when a load failed and keeps the pins it had', async () => {
    const posted: PinsAnswer[] = [];
    const { calls, fetchPins } = manualFetch();
    const handle = createPinsWorkerHandler(fetchPins, (answer) => posted.push(answer));
    await handle(view(1, 15));
    const first = handle(load(1));
    calls[0]?.answer({ ok: true, value: pinsAnswer(5) });
    await first;
    const second = handle(load(2));
    calls[1]?.answer({ ok: false, failure: { kind: 'server', status: 503, message: 'down' } });
    await second;
    expect(posted.at(-1)).toEqual({ type: 'failed', load: 2, message: 'down' });
    await handle(view(2, 15));
    expect(markers(posted.at(-1))).toMatchObject({ view: 2, load: 1 });
    expect(markers(posted.at(-1))?.markers).toHaveLength(5);
  });

  it('clusters far out, counting listings, and tells where a cluster splits, for the pins it came from only', async () => {
    const posted: PinsAnswer[] = [];
    const fetchPins = vi.fn<FetchPins>(async () => ({ ok: true, value: pinsAnswer(40) }));
    const handle = createPinsWorkerHandler(fetchPins, (answer) => posted.push(answer));
    await handle(view(1, 9));
    await handle(load(1));
    const clusters = markers(posted.at(-1))?.markers ?? [];
    expect(clusters.length).toBeGreaterThan(0);
    expect(clusters.every((marker) => marker.kind === 'cluster')).toBe(true);
    expect(clusters.reduce((sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 0), 0)).toBe(
      40,
    );
    const cluster = clusters[0];
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');

    await handle({ type: 'expand', ask: 1, load: 1, clusterId: cluster.clusterId });
    const expansion = posted.at(-1);
    expect(expansion?.type === 'expansion' && expansion.zoom).toBeGreaterThan(9);
    await handle({ type: 'expand', ask: 2, load: 7, clusterId: cluster.clusterId });
    expect(posted.at(-1)).toEqual({ type: 'expansion', ask: 2, zoom: null });
    expect(fetchPins).toHaveBeenCalledWith('http://api.test/', { filters: {} }, expect.any(AbortSignal));
  });

  describe('a search over the map’s view', () => {
    // Listings every 0.01° over Austin, answered for whatever box is asked, edges included, as the API does.
    const everyPin = pinsAnswer(8 * 40).data;
    const areaFetch = () => {
      const asked: ListingsQuery[] = [];
      const fetchPins = vi.fn<FetchPins>(async (_base, query) => {
        asked.push(query);
        const box = query.coordinates;
        const data = { ...emptyMapPins(), statuses: everyPin.statuses, streets: everyPin.streets };
        everyPin.lat.forEach((lat, i) => {
          const lng = everyPin.lng[i] ?? 0;
          if (box && (lat < box.bottom || lat > box.top || lng < box.left || lng > box.right)) return;
          data.lat.push(lat);
          data.lng.push(lng);
          data.count.push(1);
          data.key.push(everyPin.key[i] ?? 0);
          data.price.push(everyPin.price[i] ?? null);
          data.status.push(0);
          data.house.push(everyPin.house[i] ?? '');
          data.street.push(0);
          data.unit.push('');
        });
        return { ok: true, value: { data: { ...data, total: data.key.length } } };
      });
      return { asked, fetchPins };
    };
    const box = { north: 30.505, south: 30.295, east: -97.695, west: -97.745 };
    /** How many of the listings stand in `view`. */
    const inView = (view: typeof box) =>
      everyPin.lat.filter((lat, i) => {
        const lng = everyPin.lng[i] ?? 0;
        return lat >= view.south && lat <= view.north && lng >= view.west && lng <= view.east;
      }).length;
    const areaLoad = (n: number, view: typeof box) => ({
      ...load(n),
      byArea: true,
      query: {
        filters: {},
        coordinates: { top: view.north, right: view.east, bottom: view.south, left: view.west },
      },
    });
    const pinCount = (answer: PinsAnswer | undefined) =>
      markers(answer)?.markers.filter((marker) => marker.kind === 'pin').length;

    it('fetches the view by area, a pan only the strip it brings in, and a move back nothing', async () => {
      const posted: PinsAnswer[] = [];
      const { asked, fetchPins } = areaFetch();
      const handle = createPinsWorkerHandler(fetchPins, (answer) => posted.push(answer));
      await handle({ type: 'view', view: 1, box, zoom: 16 });
      await handle(areaLoad(1, box));
      expect(asked).toHaveLength(1);
      const first = asked[0]?.coordinates;
      expect(first?.geosearch).toBeUndefined();
      expect(first && first.top >= box.north && first.left <= box.west).toBe(true);
      // Every listing in view: 5 columns (-97.74 … -97.70) by 21 rows (30.30 … 30.50).
      expect(inView(box)).toBe(5 * 21);
      expect(pinCount(posted.at(-1))).toBe(5 * 21);

      const east = { ...box, east: box.east + 0.02, west: box.west + 0.02 };
      await handle({ type: 'view', view: 2, box: east, zoom: 16 });
      await handle(areaLoad(2, east));
      expect(asked).toHaveLength(2);
      expect(asked[1]?.coordinates?.left).toBe(first?.right);
      expect(markers(posted.at(-1))).toMatchObject({ view: 2, load: 2 });
      expect(pinCount(posted.at(-1))).toBe(inView(east));

      await handle({ type: 'view', view: 3, box, zoom: 16 });
      await handle(areaLoad(3, box));
      expect(asked).toHaveLength(2);
      expect(markers(posted.at(-1))).toMatchObject({ view: 3, load: 3 });
      expect(pinCount(posted.at(-1))).toBe(5 * 21);
    });

    it('fetches a drawn boundary whole, as asked, even one drawn as the very rectangle of a view', async () => {
      const { asked, fetchPins } = areaFetch();
      const handle = createPinsWorkerHandler(fetchPins, () => {});
      const drawn: [number, number][] = [
        [-97.74, 30.5],
        [-97.7, 30.5],
        [-97.7, 30.3],
        [-97.74, 30.3],
        [-97.74, 30.5],
      ];
      const query = {
        filters: {},
        coordinates: { top: 30.5, right: -97.7, bottom: 30.3, left: -97.74, geosearch: drawn },
      };
      await handle({ ...load(1), query });
      expect(asked).toEqual([query]);
    });

    it('builds the tree again after a load that fetched part of its areas and failed on the rest', async () => {
      const posted: PinsAnswer[] = [];
      const { fetchPins: fetchAll } = areaFetch();
      let failNorth = false;
      const fetchPins = vi.fn<FetchPins>(async (base, query, signal) => {
        if (failNorth && (query.coordinates?.bottom ?? 0) >= box.north - 0.01) {
          return { ok: false, failure: { kind: 'server', status: 503, message: 'down' } };
        }
        return fetchAll(base, query, signal);
      });
      const handle = createPinsWorkerHandler(fetchPins, (answer) => posted.push(answer));
      await handle({ type: 'view', view: 1, box, zoom: 16 });
      await handle(areaLoad(1, box));
      // A diagonal pan: the strip to the east lands, the one to the north fails.
      failNorth = true;
      const moved = {
        north: box.north + 0.05,
        south: box.south + 0.05,
        east: box.east + 0.05,
        west: box.west + 0.05,
      };
      await handle(areaLoad(2, moved));
      expect(posted.at(-1)).toMatchObject({ type: 'failed', load: 2 });
      // Back inside what did land: nothing to fetch, and its pins are in the tree all the same.
      const east = { north: box.north, south: moved.south, east: moved.east, west: box.east + 0.003 };
      const calls = fetchPins.mock.calls.length;
      await handle({ type: 'view', view: 2, box: east, zoom: 16 });
      await handle(areaLoad(3, east));
      expect(fetchPins.mock.calls.length).toBe(calls);
      expect(pinCount(posted.at(-1))).toBe(inView(east));
      expect(inView(east)).toBeGreaterThan(0);
    });

    it('never lets the pins of an overtaken search join those of the newer one', async () => {
      const posted: PinsAnswer[] = [];
      const { calls, fetchPins } = manualFetch();
      const handle = createPinsWorkerHandler(fetchPins, (answer) => posted.push(answer));
      await handle({ type: 'view', view: 1, box, zoom: 16 });
      const older = handle(areaLoad(1, box));
      const newer = handle({
        ...areaLoad(2, box),
        query: { ...areaLoad(2, box).query, filters: { minPrice: 1 } },
      });
      calls[1]?.answer({ ok: true, value: pinsAnswer(2) });
      await newer;
      // The older answer lands after all, its server having ignored the abort.
      calls[0]?.answer({ ok: true, value: pinsAnswer(40, 500) });
      await older;
      await handle({ type: 'view', view: 2, box: AUSTIN_BOX, zoom: 16 });
      expect(markers(posted.at(-1))).toMatchObject({ view: 2, load: 2 });
      expect(pinCount(posted.at(-1))).toBe(2);
      // Nor later: the next pan of the newer search builds its tree from what is held for it alone.
      const east = { ...box, east: box.east + 0.02, west: box.west + 0.02 };
      const next = handle({
        ...areaLoad(3, east),
        query: { ...areaLoad(3, east).query, filters: { minPrice: 1 } },
      });
      await vi.waitFor(() => expect(calls).toHaveLength(3));
      calls[2]?.answer({ ok: true, value: pinsAnswer(0) });
      await next;
      await handle({ type: 'view', view: 3, box: AUSTIN_BOX, zoom: 16 });
      expect(markers(posted.at(-1))).toMatchObject({ view: 3, load: 3 });
      expect(pinCount(posted.at(-1))).toBe(2);
    });
  });
});
