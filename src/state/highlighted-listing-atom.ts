import { atom } from 'jotai';

/**
 * The listing both the list and the map mark (ListingKeyNumeric): a card being hovered or focused lights
 * its pin, and an open popup's listing is marked in the list. Clicking the map clears it (SPEC §2).
 */
export const highlightedListingAtom = atom<number | null>(null);
