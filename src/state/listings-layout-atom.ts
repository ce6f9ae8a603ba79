import { atomWithStorage } from 'jotai/utils';
import { storedChoiceStorage } from './stored-choice-storage';

/** Cards per row of the list (SPEC §2: one, two or three). */
export type ListingsLayout = 1 | 2 | 3;
export const LISTINGS_LAYOUTS: readonly ListingsLayout[] = [1, 2, 3];

const STORAGE_KEY = 'bluebonnet:listings-layout';
const DEFAULT_LAYOUT: ListingsLayout = 2;

const parseLayout = (raw: string | null | undefined): ListingsLayout | null =>
  LISTINGS_LAYOUTS.find((layout) => String(layout) === raw) ?? null;

const layoutStorage = storedChoiceStorage(parseLayout);

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
