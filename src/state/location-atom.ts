import { atom } from 'jotai';

export interface PageLocation {
  pathname: string;
  search: string;
}

const read = (): PageLocation => ({
  pathname: globalThis.location?.pathname ?? '/',
  search: globalThis.location?.search ?? '',
});

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
    if (next.replace) globalThis.history?.replaceState(globalThis.history.state, '', url);
    else globalThis.history?.pushState(null, '', url);
    set(baseLocationAtom, { pathname: next.pathname, search: next.search });
  },
);
