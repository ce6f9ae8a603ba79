import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import * as v from 'valibot';
import { validatedStorage } from '../../../state/stored-value';

/** What a narrow screen shows (SPEC §2: below 993 px the map hides behind a map / list toggle). */
export type NarrowView = 'list' | 'map';

/** The narrow-screen choice; the list first, as a phone visitor expects. */
export const narrowViewAtom = atom<NarrowView>('list');

const STORAGE_KEY = 'bluebonnet:map-shown';

// Only 'true' or 'false' count; anything else is the default.
const switchStorage = validatedStorage<boolean>(v.boolean());

/** The desktop map on / off switch (SPEC §2), remembered across visits; on by default. */
export const desktopMapShownAtom = atomWithStorage<boolean>(STORAGE_KEY, true, switchStorage, {
  getOnInit: true,
});
