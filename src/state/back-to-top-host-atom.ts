import { atom } from 'jotai';

/**
 * Which widget of the page shows the page's one back-to-top button (SPEC §9). Every long screen (listings,
 * favorites, compare, a blog post) renders a `BackToTop`; they all scroll the same window, so two widgets
 * on one page would stack two identical buttons in the same corner. The first mounted one claims this and
 * shows the button; the others render nothing.
 */
export const backToTopHostAtom = atom<symbol | null>(null);

/** Claims the button for `me` when nobody holds it (synchronous, so two widgets cannot both win). */
export const claimBackToTopAtom = atom(null, (get, set, me: symbol) => {
  if (get(backToTopHostAtom) === null) set(backToTopHostAtom, me);
});

/** Gives the button up when `me` unmounts; another mounted screen claims it next. */
export const releaseBackToTopAtom = atom(null, (get, set, me: symbol) => {
  if (get(backToTopHostAtom) === me) set(backToTopHostAtom, null);
});
