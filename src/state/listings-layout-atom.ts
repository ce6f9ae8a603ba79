import { atomWithStorage } from 'jotai/utils';
import * as v from 'valibot';
import { validatedStorage } from './stored-value';

/** Cards per row of the list (SPEC §2: one, two or three). */
export type ListingsLayout = 1 | 2 | 3;
export const LISTINGS_LAYOUTS: readonly ListingsLayout[] = [1, 2, 3];

const STORAGE_KEY = 'bluebonnet:listings-layout';
const DEFAULT_LAYOUT: ListingsLayout = 2;

// Stored as the digit; anything else (a hand edit, an older bundle's value) is the default.
const layoutStorage = validatedStorage<ListingsLayout>(v.picklist(LISTINGS_LAYOUTS));

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
