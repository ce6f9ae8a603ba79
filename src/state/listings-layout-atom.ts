import { atomWithStorage } from 'jotai/utils';

/** Cards per row of the list (SPEC §2: one, two or three). */
export type ListingsLayout = 1 | 2 | 3;
export const LISTINGS_LAYOUTS: readonly ListingsLayout[] = [1, 2, 3];

const STORAGE_KEY = 'bluebonnet:listings-layout';
const DEFAULT_LAYOUT: ListingsLayout = 2;

const parseLayout = (raw: string | null | undefined): ListingsLayout | null =>
  LISTINGS_LAYOUTS.find((layout) => String(layout) === raw) ?? null;

/** localStorage that only yields a layout we offer; blocked storage just means "not remembered". */
const layoutStorage = {
  getItem(key: string, initialValue: ListingsLayout): ListingsLayout {
    try {
      return parseLayout(globalThis.localStorage?.getItem(key)) ?? initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: ListingsLayout): void {
    try {
      globalThis.localStorage?.setItem(key, String(value));
    } catch {
      // Still applies on this page.
    }
  },
  removeItem(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
};

/**
 * How many cards the list shows per row on wide screens, remembered across visits. Narrow screens show
 * fewer whatever the choice (the grid collapses in CSS), so the choice is only offered on desktop.
 */
export const listingsLayoutAtom = atomWithStorage<ListingsLayout>(
  STORAGE_KEY,
  DEFAULT_LAYOUT,
  layoutStorage,
  {
    getOnInit: true,
  },
);
