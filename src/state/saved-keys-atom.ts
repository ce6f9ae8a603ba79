import { atom } from 'jotai';

/** The ListingKeyNumeric values a signed-in client keeps (SPEC §3 favoritesKeyNumeric, comparesKeyNumeric). */
export interface SavedKeys {
  favorites: ReadonlySet<number>;
  compares: ReadonlySet<number>;
}

/**
 * The client's favorites and compare list, as keys, so every card can show its heart and compare state
 * without fetching the lists. Empty for guests; the accounts issue fills it from
 * GET /api/saved-keys-numeric/favorite/{ClientID} and /saved/{ClientID} after sign-in.
 */
export const savedKeysAtom = atom<SavedKeys>({ favorites: new Set<number>(), compares: new Set<number>() });
