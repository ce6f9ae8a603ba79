import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** What a narrow screen shows (SPEC §2: below 993 px the map hides behind a map / list toggle). */
export type NarrowView = 'list' | 'map';

/** The narrow-screen choice; the list first, as a phone visitor expects. */
export const narrowViewAtom = atom<NarrowView>('list');

const STORAGE_KEY = 'bluebonnet:map-shown';

/** localStorage that only yields a boolean; blocked storage just means "not remembered". */
const switchStorage = {
  getItem(key: string, initialValue: boolean): boolean {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      return raw === 'true' ? true : raw === 'false' ? false : initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: boolean): void {
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

/** The desktop map on / off switch (SPEC §2), remembered across visits; on by default. */
export const desktopMapShownAtom = atomWithStorage<boolean>(STORAGE_KEY, true, switchStorage, {
  getOnInit: true,
});
