import { PAGER_LINKS } from '../constants';

/** What the pager shows for a page. */
export interface PagerWindow {
  /** Page numbers of the numbered links, ascending (1-based). */
  readonly pages: readonly number[];
  /** Whether 'Prev' is enabled (there is a page before the current one). */
  readonly hasPrevious: boolean;
  /** Whether 'Next' is enabled (there is a page after the current one). */
  readonly hasNext: boolean;
}

/**
 * The numbered links of the pager (SPEC §2): at most 5 at a time, the current page centred when it can
 * be (page 7 of 20 → 5…9) and the window pinned to the first or last pages near the ends
 * (page 2 → 1…5, page 19 of 20 → 16…20). Prev and Next go one page back or forward, so each click
 * shifts the window with the current page. Pages are 1-based; out-of-range pages are clamped and a
 * result set without pages gives no links.
 */
export function pagerWindow(page: number, lastPage: number, size: number = PAGER_LINKS): PagerWindow {
  const last = Math.max(0, Math.floor(lastPage));
  if (last === 0) return { pages: [], hasPrevious: false, hasNext: false };
  const current = Math.min(last, Math.max(1, Math.floor(page)));
  const count = Math.min(size, last);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), last - count + 1);
  const pages = Array.from({ length: count }, (_, index) => start + index);
  return { pages, hasPrevious: current > 1, hasNext: current < last };
}
