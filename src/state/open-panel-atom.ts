import { atom } from 'jotai';

/**
 * The one dropdown or search panel open on the page, by its id, or null. Every widget shares the store, so
 * opening the Price dropdown in `<bb-listings>` closes the search results of a header widget too: SPEC §2
 * wants the dropdowns mutually exclusive.
 */
export const openPanelAtom = atom<string | null>(null);
