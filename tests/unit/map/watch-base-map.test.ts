import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BaseMapEvents, watchBaseMap } from '../../../src/map/watch-base-map';

/** A map that emits 'idle' and 'error' when the test says, as maplibre does after loading or failing. */
function fakeMap() {
  const listeners = new Map<string, Set<() => void>>();
  const map: BaseMapEvents & { emit(type: 'idle' | 'error'): void; listening(): number } = {
    on: (type, listener) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    off: (type, listener) => listeners.get(type)?.delete(listener),
    emit: (type) => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
  return map;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchBaseMap', () => {
  it('falls back once the style has not drawn within the timeout (a host that never answers)', () => {
    const map = fakeMap();
    const onFail = vi.fn();
    watchBaseMap(map, 5_000, onFail);
    vi.advanceTimersByTime(4_999);
    expect(onFail).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFail).toHaveBeenCalledTimes(1);
    // A late idle or error changes nothing: the offline style is already on its way.
    map.emit('error');
    vi.advanceTimersByTime(10_000);
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(map.listening()).toBe(0);
  });

  it('falls back at once on an error before the first drawing (refused, blocked, no DNS), without waiting', () => {
    const map = fakeMap();
    const onFail = vi.fn();
    watchBaseMap(map, 5_000, onFail);
    vi.advanceTimersByTime(300);
    map.emit('error');
    expect(onFail).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onFail).toHaveBeenCalledTimes(1);
  });

  it('keeps a base map that drew in time, whatever fails later (one tile while panning)', () => {
    const map = fakeMap();
    const onFail = vi.fn();
    watchBaseMap(map, 5_000, onFail);
    vi.advanceTimersByTime(2_000);
    map.emit('idle');
    map.emit('error');
    vi.advanceTimersByTime(10_000);
    expect(onFail).not.toHaveBeenCalled();
    expect(map.listening()).toBe(0);
  });

  it('does nothing once stopped (the map removed before it loaded)', () => {
    const map = fakeMap();
    const onFail = vi.fn();
    const stop = watchBaseMap(map, 5_000, onFail);
    stop();
    vi.advanceTimersByTime(10_000);
    map.emit('error');
    expect(onFail).not.toHaveBeenCalled();
  });
});
