import { atom } from 'jotai';
import { isSignedInAtom } from './session-atom';

/** Why a guest was asked to sign in; the login modal may word its title after it. */
export type LoginReason =
  | 'favorite'
  | 'compare'
  | 'photos'
  | 'saveSearch'
  | 'comment'
  | 'share'
  | 'menu'
  | 'dashboard';

/** Which of the two account modals shows. */
export type AccountView = 'login' | 'register';

/**
 * The pending request to sign in, or null. The page's one account modal (src/screens/account) opens while
 * this is set, shows `view` (the login modal unless said otherwise) and clears it when it closes.
 */
export const loginRequestAtom = atom<null | { reason: LoginReason; view?: AccountView }>(null);

/**
 * `requireLogin(reason)` of SPEC §6: every action only clients may take goes through it. Returns true
 * when a client is signed in (go ahead); otherwise asks for the login modal and returns false.
 *
 *     const requireLogin = useSetAtom(requireLoginAtom);
 *     if (requireLogin('favorite')) toggleFavorite();
 */
export const requireLoginAtom = atom(null, (get, set, reason: LoginReason): boolean => {
  if (get(isSignedInAtom)) return true;
  set(loginRequestAtom, { reason });
  return false;
});

/**
 * Opens the register modal ('Create your profile'), e.g. SPEC §4: a guest saving a search. Returns true
 * when a client is signed in already (nothing to open).
 */
export const requireRegisterAtom = atom(null, (get, set, reason: LoginReason): boolean => {
  if (get(isSignedInAtom)) return true;
  set(loginRequestAtom, { reason, view: 'register' });
  return false;
});
