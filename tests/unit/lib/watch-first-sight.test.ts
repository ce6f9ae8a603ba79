// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchFirstSight } from '../../../src/lib/watch-first-sight';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
let report: Report = () => {};
let disconnected = 0;

class FakeObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    report = callback;
  }
  observe() {}
  disconnect() {
    disconnected += 1;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  disconnected = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watchFirstSight', () => {
  it('reports the element seen once it is still in view 300 ms after first showing', () => {
    const seen = vi.fn();
    watchFirstSight(document.createElement('div'), seen);
    report([{ isIntersecting: true }]);
    vi.advanceTimersByTime(299);
    expect(seen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(disconnected).toBe(1);
    report([{ isIntersecting: true }]);
    vi.advanceTimersByTime(1000);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('does not count an element scrolled past within the interval', () => {
    const seen = vi.fn();
    watchFirstSight(document.createElement('div'), seen);
    report([{ isIntersecting: true }]);
    vi.advanceTimersByTime(100);
    report([{ isIntersecting: false }]);
    vi.advanceTimersByTime(1000);
    expect(seen).not.toHaveBeenCalled();
  });

  it('stops watching when asked to', () => {
    const seen = vi.fn();
    const stop = watchFirstSight(document.createElement('div'), seen);
    report([{ isIntersecting: true }]);
    stop();
    vi.advanceTimersByTime(1000);
    expect(seen).not.toHaveBeenCalled();
  });
});
