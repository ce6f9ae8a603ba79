import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapAdapter, MapCamera, MoveCause } from '../../../src/map/map-adapter';
import type { PinMarker } from '../../../src/map/pin-marker';
import { createPinMarkers } from '../../../src/map/pin-markers';
import { createPinsWorkerPort, type PinsPort } from '../../../src/map/pins-worker-port';
import type { PinsAnswer, PinsRequest } from '../../../src/map/pins-worker-protocol';
import { fromWorldPx, worldPx } from '../../../src/map/world-px';
import { AUSTIN_BOX, pinsAnswer } from './pins-worker-fixtures';

/** The part of a map the markers use: a container with its canvas, a camera, markers and moveend. */
function fakeMap(camera: MapCamera) {
  const container = document.createElement('div');
  const canvas = document.createElement('canvas');
  container.append(canvas);
  document.body.append(container);
  const moveEnd = new Set<(cause: MoveCause) => void>();
  const map = {
    canvas,
    camera: () => camera,
    visibleBox: () => AUSTIN_BOX,
    onMoveEnd: (listener: (cause: MoveCause) => void) => {
      moveEnd.add(listener);
      return () => moveEnd.delete(listener);
    },
    addMarker: vi.fn((element: HTMLElement, lng: number, lat: number) => {
      element.dataset.at = `${lat},${lng}`;
      container.append(element);
      return {
        setPosition: (nextLng: number, nextLat: number) => {
          element.dataset.at = `${nextLat},${nextLng}`;
        },
        remove: () => element.remove(),
      };
    }),
    easeTo: vi.fn(),
  };
  return {
    map: map as unknown as MapAdapter & typeof map,
    container,
    move: (next: MapCamera) => {
      Object.assign(camera, next);
      for (const listener of moveEnd) listener('user');
    },
  };
}

/** A port whose answers the test writes itself. */
function fakePort() {
  const sent: PinsRequest[] = [];
  let listener: (answer: PinsAnswer) => void = () => {};
  const port: PinsPort = {
    post: (request) => sent.push(request),
    onAnswer: (next) => {
      listener = next;
    },
    close: vi.fn(),
  };
  return { port, sent, answer: (answer: PinsAnswer) => listener(answer) };
}

const cluster = (id: number, lat: number, count: number): PinMarker => ({
  kind: 'cluster',
  id: `c${id}`,
  clusterId: id,
  lat,
  lng: -97.7,
  count,
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('createPinMarkers', () => {
  it('asks for the markers of every settled view, and shows only answers for the latest one', () => {
    const { map, container, move } = fakeMap({ lat: 30.25, lng: -97.75, zoom: 10 });
    const { port, sent, answer } = fakePort();
    createPinMarkers(map, 'en', port, { onPin: vi.fn() });
    move({ lat: 30.3, lng: -97.7, zoom: 10 });
    expect(sent.map((request) => request.type === 'view' && request.view)).toEqual([1, 2]);

    answer({ type: 'markers', view: 1, load: 0, markers: [cluster(1, 30.2, 5)] });
    expect(container.querySelectorAll('.bb-cluster')).toHaveLength(0);
    answer({ type: 'markers', view: 2, load: 0, markers: [cluster(1, 30.2, 5), cluster(2, 30.3, 50)] });
    expect([...container.querySelectorAll('.bb-cluster')].map((element) => element.textContent)).toEqual([
      '5',
      '50',
    ]);
  });

  it('is busy from a load until its markers for the latest view are drawn, or it failed', () => {
    const { map, container } = fakeMap({ lat: 30.25, lng: -97.75, zoom: 10 });
    const { port, sent, answer } = fakePort();
    const markers = createPinMarkers(map, 'en', port, { onPin: vi.fn() });
    markers.load('http://api.test/', { filters: {} });
    markers.load('http://api.test/', { filters: { minPrice: 1 } });
    expect(sent.filter((request) => request.type === 'load')).toHaveLength(2);
    expect(container.getAttribute('aria-busy')).toBe('true');
    answer({ type: 'markers', view: 1, load: 1, markers: [cluster(1, 30.2, 5)] });
    expect(container.getAttribute('aria-busy')).toBe('true');
    answer({ type: 'failed', load: 1, message: 'superseded' });
    expect(container.getAttribute('aria-busy')).toBe('true');
    answer({ type: 'failed', load: 2, message: 'down' });
    expect(container.getAttribute('aria-busy')).toBe('false');
    // The pins it had stay on the map.
    expect(container.querySelectorAll('.bb-cluster')).toHaveLength(1);
  });

  it('moves and relabels the buttons of markers that left the view for those that entered it', () => {
    const { map, container } = fakeMap({ lat: 30.25, lng: -97.75, zoom: 10 });
    const { port, answer } = fakePort();
    createPinMarkers(map, 'en', port, { onPin: vi.fn() });
    answer({ type: 'markers', view: 1, load: 0, markers: [cluster(1, 30.1, 5), cluster(2, 30.2, 50)] });
    const [kept, left] = [...container.querySelectorAll<HTMLElement>('.bb-cluster')];
    answer({ type: 'markers', view: 1, load: 0, markers: [cluster(1, 30.1, 5), cluster(3, 30.5, 1234)] });
    const now = [...container.querySelectorAll<HTMLElement>('.bb-cluster')];
    expect(now).toHaveLength(2);
    expect(now[0]).toBe(kept);
    expect(now[1]).toBe(left);
    expect(left?.dataset.at).toBe('30.5,-97.7');
    expect(left?.textContent).toBe('1.2k');
    expect(left?.getAttribute('aria-label')).toBe('1,234 listings');
    expect(map.addMarker).toHaveBeenCalledTimes(2);
    answer({ type: 'markers', view: 1, load: 0, markers: [] });
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it('zooms into a clicked cluster as far as the worker says it splits', async () => {
    const { map, container } = fakeMap({ lat: 30.25, lng: -97.75, zoom: 10 });
    const { port, sent, answer } = fakePort();
    createPinMarkers(map, 'en', port, { onPin: vi.fn() });
    answer({ type: 'markers', view: 1, load: 0, markers: [cluster(9, 30.2, 5)] });
    container.querySelector<HTMLElement>('.bb-cluster')?.click();
    const ask = sent.at(-1);
    expect(ask).toMatchObject({ type: 'expand', clusterId: 9, load: 0 });
    if (ask?.type !== 'expand') throw new Error('expected an expand request');
    answer({ type: 'expansion', ask: ask.ask, zoom: 13 });
    await vi.waitFor(() =>
      expect(map.easeTo).toHaveBeenCalledWith({ lat: 30.2, lng: -97.7, zoom: 13 }, 'user'),
    );
  });

  it('draws a cluster the place search would cover below it, and zooms into it around its own spot', async () => {
    const camera = { lat: 30.25, lng: -97.75, zoom: 10 };
    const { map, container } = fakeMap(camera);
    // A 600 × 700 map with a search box over its top 50 px.
    vi.spyOn(map.canvas, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 700));
    const search = document.createElement('div');
    vi.spyOn(search, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 10, 320, 40));
    const { port, sent, answer } = fakePort();
    createPinMarkers(map, 'en', port, { onPin: vi.fn(), overMap: () => [search] });
    const centre = worldPx(camera.lng, camera.lat, camera.zoom);
    const spot = fromWorldPx(centre.x - 100, centre.y - 330, camera.zoom);
    const covered: PinMarker = { kind: 'cluster', id: 'c4', clusterId: 4, count: 5, ...spot };
    answer({ type: 'markers', view: 1, load: 0, markers: [covered] });
    const element = container.querySelector<HTMLElement>('.bb-cluster');
    const [lat, lng] = (element?.dataset.at ?? '').split(',').map(Number);
    // Shown, its 30 px circle below the box (bottom 50) instead of around y 20.
    expect(lng).toBeCloseTo(spot.lng, 9);
    expect(worldPx(lng ?? 0, lat ?? 0, camera.zoom).y - (centre.y - 350)).toBeCloseTo(67, 6);
    element?.click();
    const ask = sent.at(-1);
    if (ask?.type !== 'expand') throw new Error('expected an expand request');
    answer({ type: 'expansion', ask: ask.ask, zoom: 13 });
    await vi.waitFor(() =>
      expect(map.easeTo).toHaveBeenCalledWith({ lat: spot.lat, lng: spot.lng, zoom: 13 }, 'user'),
    );
  });

  it('without a Worker, fetches and clusters the pins on the page, names pins by price and address, and opens one', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string) => {
        requested.push(typeof input === 'string' ? input : input.url);
        return new Response(JSON.stringify(pinsAnswer(12)), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { map, container } = fakeMap({ lat: 30.27, lng: -97.73, zoom: 16 });
    const onPin = vi.fn();
    const markers = createPinMarkers(map, 'en', createPinsWorkerPort(), { onPin });
    markers.load('http://api.test/', { filters: {} });
    await vi.waitFor(() => expect(container.querySelectorAll('.bb-pin')).toHaveLength(12));
    expect(requested[0]).toMatch(/^http:\/\/api\.test\/api\/v1\/map\/pins\//);
    expect(container.getAttribute('aria-busy')).toBe('false');
    const pin = [...container.querySelectorAll<HTMLElement>('.bb-pin')].find((element) =>
      element.getAttribute('aria-label')?.endsWith('100 Elm St'),
    );
    expect(pin?.getAttribute('aria-label')).toBe('$300k, 100 Elm St');
    markers.highlight(1);
    expect(pin?.classList.contains('highlighted')).toBe(true);
    pin?.click();
    expect(onPin).toHaveBeenCalledWith(expect.objectContaining({ lat: 30.25, lng: -97.76 }), pin, false);
    markers.destroy();
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });
});
