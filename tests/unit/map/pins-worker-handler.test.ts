import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../src/api/api-result';
import type { MapPinsResponse } from '../../../src/contract';
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
});
