// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { displayRange } from '../../../../src/lib/pager/display-range';
import { pagerWindow } from '../../../../src/lib/pager/pager-window';

describe('pagerWindow', () => {
  it('shows 5 links with the current page centred', () => {
    expect(pagerWindow(7, 20)).toEqual({ pages: [5, 6, 7, 8, 9], hasPrevious: true, hasNext: true });
  });

  it('pins the window at the ends', () => {
    expect(pagerWindow(1, 20)).toEqual({ pages: [1, 2, 3, 4, 5], hasPrevious: false, hasNext: true });
    expect(pagerWindow(2, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(19, 20).pages).toEqual([16, 17, 18, 19, 20]);
    expect(pagerWindow(20, 20)).toEqual({ pages: [16, 17, 18, 19, 20], hasPrevious: true, hasNext: false });
  });

  it('shifts by one page with Prev and Next', () => {
    expect(pagerWindow(8, 20).pages).toEqual([6, 7, 8, 9, 10]);
    expect(pagerWindow(6, 20).pages).toEqual([4, 5, 6, 7, 8]);
  });

  it('shows fewer links when there are fewer pages', () => {
    expect(pagerWindow(2, 3)).toEqual({ pages: [1, 2, 3], hasPrevious: true, hasNext: true });
    expect(pagerWindow(1, 1)).toEqual({ pages: [1], hasPrevious: false, hasNext: false });
    expect(pagerWindow(1, 0)).toEqual({ pages: [], hasPrevious: false, hasNext: false });
  });

  it('clamps out-of-range pages', () => {
    expect(pagerWindow(0, 10).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(99, 10)).toEqual({ pages: [6, 7, 8, 9, 10], hasPrevious: true, hasNext: false });
  });
});

describe('displayRange', () => {
  it('follows start = perPage × page − perPage + 1, end = min(perPage × page, total)', () => {
    expect(displayRange(1, 50, 1234)).toEqual({ from: 1, to: 50 });
    expect(displayRange(3, 50, 1234)).toEqual({ from: 101, to: 150 });
    expect(displayRange(25, 50, 1234)).toEqual({ from: 1201, to: 1234 });
    expect(displayRange(2, 20, 35)).toEqual({ from: 21, to: 35 });
  });

  it('treats page 0 as the first page', () => {
    expect(displayRange(0, 50, 10)).toEqual({ from: 1, to: 10 });
  });

  it('gives 0 to 0 for an empty result or a page past the end', () => {
    expect(displayRange(1, 50, 0)).toEqual({ from: 0, to: 0 });
    expect(displayRange(5, 50, 100)).toEqual({ from: 0, to: 0 });
  });
});
