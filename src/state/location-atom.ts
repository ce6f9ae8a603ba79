import { atom } from 'jotai';
import * as v from 'valibot';

export interface PageLocation {
  pathname: string;
  search: string;
  /**
   * The page a listing's modal was opened over (kept in the history entry's state), so the screen
   * beneath the modal keeps its route and filters while the address bar shows the listing.
   */
  behind?: { pathname: string; search: string } | undefined;
}

const behindSchema = v.object({ bbBehind: v.object({ pathname: v.string(), search: v.string() }) });

const read = (): PageLocation => {
  const state = v.safeParse(behindSchema, globalThis.history?.state);
  return {
    pathname: globalThis.location?.pathname ?? '/',
    search: globalThis.location?.search ?? '',
    behind: state.success ? state.output.bbBehind : undefined,
  };
};

const baseLocationAtom = atom<PageLocation>(read());
baseLocationAtom.onMount = (setLocation) => {
  // Back and forward restore the screen: the URL is the source of truth for what is shown.
  const onPopState = () => setLocation(read());
  globalThis.addEventListener('popstate', onPopState);
  setLocation(read());
  return () => globalThis.removeEventListener('popstate', onPopState);
};

/**
 * The page's path and query, kept in step with history. Writing it pushes a history entry (or replaces
 * the current one with `{ replace: true }`), so every widget reading it follows along.
 */
export const locationAtom = atom(
  (get) => get(baseLocationAtom),
  (_get, set, next: PageLocation & { replace?: boolean }) => {
    const url = `${next.pathname}${next.search}${globalThis.location?.hash ?? ''}`;
    const state = next.behind ? { bbBehind: next.behind } : null;
    if (next.replace) globalThis.history?.replaceState(state, '', url);
    else globalThis.history?.pushState(state, '', url);
    set(baseLocationAtom, { pathname: next.pathname, search: next.search, behind: next.behind });
  },
);
