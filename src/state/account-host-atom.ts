import { atom } from 'jotai';

/**
 * Which widget of the page hosts the account modals: every widget renders a host, the first mounted one
 * claims this, so a page with five widgets still opens exactly one login modal.
 */
export const accountHostAtom = atom<symbol | null>(null);

/** Claims hosting for `me` when nobody holds it (synchronous, so two widgets cannot both win). */
export const claimAccountHostAtom = atom(null, (get, set, me: symbol) => {
  if (get(accountHostAtom) === null) set(accountHostAtom, me);
});

/** Gives hosting up when `me` unmounts; another mounted widget claims it next. */
export const releaseAccountHostAtom = atom(null, (get, set, me: symbol) => {
  if (get(accountHostAtom) === me) set(accountHostAtom, null);
});
